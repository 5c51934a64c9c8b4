import { sleep } from 'n8n-workflow';

import type { LoggedRequest } from '../simulator';

/** The most requests the simulator was answering at one moment. */
export function peakInFlight(requests: LoggedRequest[]): number {
	const edges = requests.flatMap((request) => [
		{ at: Date.parse(request.at), step: 1 },
		{ at: Date.parse(request.answeredAt!), step: -1 },
	]);
	edges.sort((a, b) => a.at - b.at || a.step - b.step);
	let open = 0;
	let peak = 0;
	for (const { step } of edges) peak = Math.max(peak, (open += step));
	return peak;
}

/** Waits until the request log has learnt how each response ended (when its socket closed). */
export async function answered(): Promise<void> {
	await sleep(20);
}
