/** Helpers for the simulator's own tests: a started simulator and axios clients that never throw on status. */
import axios, { type AxiosInstance } from 'axios';
import {
	SIMULATOR_API_KEY,
	SIMULATOR_OTHER_API_KEY,
	startSimulator,
	type Simulator,
	type SimulatorOptions,
} from './index';

export interface Harness {
	sim: Simulator;
	/** Client with the main key. */
	api: AxiosInstance;
	/** Client with the other user's key. */
	other: AxiosInstance;
	/** Client without any Authorization header. */
	anon: AxiosInstance;
}

export function client(baseURL: string, key?: string): AxiosInstance {
	return axios.create({
		baseURL,
		headers: key ? { Authorization: `Bearer ${key}` } : {},
		validateStatus: () => true,
	});
}

/** Starts one simulator for the file (beforeAll), resets it before each test, closes it after all. */
export function useSimulator(options?: SimulatorOptions): Harness {
	const h = {} as Harness;
	beforeAll(async () => {
		h.sim = await startSimulator(options);
		h.api = client(h.sim.url, SIMULATOR_API_KEY);
		h.other = client(h.sim.url, SIMULATOR_OTHER_API_KEY);
		h.anon = client(h.sim.url);
	});
	beforeEach(() => h.sim.reset());
	afterAll(async () => {
		await h.sim.close();
	});
	return h;
}

/** Raw body text of a request (no JSON parsing). */
export async function rawText(api: AxiosInstance, method: string, url: string, data?: unknown) {
	const res = await api.request<string>({
		method,
		url,
		data,
		responseType: 'text',
		transformResponse: (x: string) => x,
	});
	return res;
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
