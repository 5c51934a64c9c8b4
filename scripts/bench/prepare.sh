#!/usr/bin/env bash
# What the benchmark (`npm run bench`, scripts/bench/run.ts) needs before it measures, the n8n 2.x part of
# scripts/e2e/prepare.sh only (no Redis, no Chromium, no 1.x line):
#   - the package built and packed (`npm run build`, `npm pack`): the artefact users get;
#   - n8n 2.41.1 (versions.sh) installed into the cache by install-n8n.sh (reused when there);
#   - a user folder with a migrated database (the e2e tests' cached one, made here when missing) and the
#     packed package installed as a community package.
# Writes <run dir>/manifest.json in the e2e format (read by test/e2e/harness/manifest.ts).
#
#   bash scripts/bench/prepare.sh <run dir>
set -euo pipefail

repo_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source-path=SCRIPTDIR source=../n8n/versions.sh
source "$repo_dir/scripts/n8n/versions.sh"
# shellcheck source-path=SCRIPTDIR source=../n8n/common.sh
source "$repo_dir/scripts/n8n/common.sh"

run_dir="${1:?usage: prepare.sh <run dir>}"
mkdir -p "$run_dir"
run_dir="$(cd "$run_dir" && pwd)"
version="$LIVECHATAI_N8N_VERSION"

log() { echo "[bench:prepare] $*" >&2; }
fail() { echo "[bench:prepare] ERROR: $*" >&2; exit 1; }
# n8n gets only the settings the benchmark chooses: none of the caller's own N8N_* settings.
clear_n8n_env() {
	local name
	for name in $(compgen -v N8N_); do unset "$name"; done
}
unset NODE_ENV

log "building the package (npm run build)"
(cd "$repo_dir" && npm run --silent build >"$run_dir/build.log" 2>&1) ||
	{ tail -n 30 "$run_dir/build.log" >&2; fail "npm run build failed (log: $run_dir/build.log)"; }
name="$(cd "$repo_dir" && npm pack --silent --ignore-scripts --pack-destination "$run_dir" 2>>"$run_dir/build.log" | tail -n 1)"
tarball="$run_dir/$name"
[[ -n "$name" && -f "$tarball" ]] || fail "npm pack produced no tarball (log: $run_dir/build.log)"

log "n8n $version (installed into $LIVECHATAI_N8N_CACHE when missing)"
n8n_dir="$(bash "$repo_dir/scripts/n8n/install-n8n.sh" "$version")" || fail "could not install n8n $version"
node_bin="$(n8n_node_dir "$version")/bin/node"
n8n_bin="$n8n_dir/node_modules/n8n/bin/n8n"

# The same cached migrated folder as the e2e tests (an import of nothing migrates a fresh database).
migrated="$LIVECHATAI_N8N_CACHE/e2e-user-folder-$version"
if [[ ! -f "$migrated/.migrated" || ! -f "$migrated/.n8n/database.sqlite" ]]; then
	log "migrating a fresh n8n $version database (cached in $migrated)"
	tmp="$(mktemp -d "$LIVECHATAI_N8N_CACHE/.e2e-user-folder.XXXXXX")"
	echo '[]' >"$tmp/nothing.json"
	(
		clear_n8n_env
		export N8N_USER_FOLDER="$tmp/folder"
		lcai_export_n8n_settings "$n8n_dir" "$version"
		"$node_bin" "$n8n_bin" import:credentials --input="$tmp/nothing.json"
	) >"$run_dir/migrate.log" 2>&1 || { rm -rf "$tmp"; tail -n 20 "$run_dir/migrate.log" >&2; fail "migrating failed"; }
	[[ -f "$tmp/folder/.n8n/database.sqlite" ]] || { rm -rf "$tmp"; fail "n8n wrote no database.sqlite"; }
	touch "$tmp/folder/.migrated"
	rm -rf "$migrated"
	mv "$tmp/folder" "$migrated"
	rm -rf "$tmp"
fi

prepared="$run_dir/n8n-$version/user-folder"
rm -rf "$prepared"
mkdir -p "$(dirname "$prepared")"
cp -a "$migrated" "$prepared"
rm -f "$prepared/.migrated"
lcai_install_package_tarball "$tarball" "$prepared" >/dev/null || fail "installing $tarball into $prepared failed"
key="$(lcai_folder_encryption_key "$prepared")"
[[ -n "$key" ]] || fail "$prepared has no encryption key"
settings="$(clear_n8n_env && lcai_n8n_settings "$n8n_dir" "$version")"

node -e '
	const [file, tarball, version, nodeBin, n8nBin, userFolder, encryptionKey, settings] = process.argv.slice(1);
	const env = Object.fromEntries(settings.split("\n").filter(Boolean).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
	const manifest = { tarball, redisServer: "", chromium: "", n8n: [{ version, nodeBin, n8nBin, userFolder, encryptionKey, env }] };
	require("fs").writeFileSync(file, JSON.stringify(manifest, null, 2));
' "$run_dir/manifest.json" "$tarball" "$version" "$node_bin" "$n8n_bin" "$prepared" "$key" "$settings"
log "ready: $run_dir/manifest.json"
