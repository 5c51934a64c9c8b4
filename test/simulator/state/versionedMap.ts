/**
 * A Map that counts its changes (set, delete, clear), so that a reader who kept something made from it can
 * tell, without a pass over it, that no record was added, replaced or removed since.
 */
export class VersionedMap<K, V> extends Map<K, V> {
	version = 0;

	override set(key: K, value: V): this {
		this.version++;
		return super.set(key, value);
	}

	override delete(key: K): boolean {
		this.version++;
		return super.delete(key);
	}

	override clear(): void {
		this.version++;
		super.clear();
	}
}
