/** Test set-up: one simulator per file (or describe) and axios clients that never throw on status. */
import axios, { type AxiosInstance } from 'axios';
import { SIMULATOR_API_KEY, SIMULATOR_OTHER_API_KEY } from './seed/keys';
import { startSimulator, type Simulator, type SimulatorOptions } from './simulator';

export interface Harness {
	readonly sim: Simulator;
	/** Client with the main key. */
	readonly api: AxiosInstance;
	/** Client with the other user's key. */
	readonly other: AxiosInstance;
	/** Client without any Authorization header. */
	readonly anon: AxiosInstance;
}

export function client(baseURL: string, key?: string): AxiosInstance {
	return axios.create({
		baseURL,
		headers: key ? { Authorization: `Bearer ${key}` } : {},
		validateStatus: () => true,
	});
}

export interface UseSimulatorOptions extends SimulatorOptions {
	/** Reset the simulator before each test (default true). */
	reset?: boolean;
}

/**
 * Starts one simulator in beforeAll, resets it before each test (unless `reset: false`), closes it in afterAll.
 * The harness's members are valid inside hooks and tests only.
 */
export function useSimulator(options: UseSimulatorOptions = {}): Harness {
	const { reset = true, ...simulatorOptions } = options;
	let started: Harness | undefined;
	const get = (): Harness => {
		if (!started) throw new Error('useSimulator: the simulator runs only inside hooks and tests');
		return started;
	};
	beforeAll(async () => {
		const sim = await startSimulator(simulatorOptions);
		started = {
			sim,
			api: client(sim.url, SIMULATOR_API_KEY),
			other: client(sim.url, SIMULATOR_OTHER_API_KEY),
			anon: client(sim.url),
		};
	});
	if (reset) beforeEach(() => get().sim.reset());
	afterAll(async () => {
		await started?.sim.close();
		started = undefined;
	});
	const harness = {} as Harness;
	for (const name of ['sim', 'api', 'other', 'anon'] as const)
		Object.defineProperty(harness, name, { get: () => get()[name] });
	return harness;
}

/** Raw body text of a request (no JSON parsing). */
export function rawText(api: AxiosInstance, method: string, url: string, data?: unknown) {
	return api.request<string>({
		method,
		url,
		data,
		responseType: 'text',
		transformResponse: (x: string) => x,
	});
}

/** Reads a streamed response: every data chunk as it arrived, and the whole text. */
export async function readStream(api: AxiosInstance, url: string, data: unknown) {
	const res = await api.post(url, data, { responseType: 'stream' });
	const chunks: string[] = [];
	await new Promise<void>((resolve, reject) => {
		res.data.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
		res.data.on('end', () => resolve());
		res.data.on('error', reject);
	});
	return { status: res.status, headers: res.headers, chunks, text: chunks.join('') };
}
