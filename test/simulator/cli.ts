/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test tooling, never shipped: a command-line server reads its port from the environment, prints where it listens and exits on signals */
/**
 * `npm run simulator`: the simulator on a fixed port with the real clock, for a real n8n to talk to.
 * Port: LIVECHATAI_SIMULATOR_PORT, default 5690.
 */
import {
	SIMULATOR_API_KEY,
	SIMULATOR_NO_API_PLAN_KEY,
	SIMULATOR_OTHER_API_KEY,
	startSimulator,
} from './index';

async function main(): Promise<void> {
	const port = Number(process.env.LIVECHATAI_SIMULATOR_PORT) || 5690;
	const sim = await startSimulator({ port, clock: 'real' });
	console.log(`LiveChatAI simulator listening on ${sim.url}`);
	console.log(`API key: ${SIMULATOR_API_KEY}`);
	console.log(`Second user's API key: ${SIMULATOR_OTHER_API_KEY}`);
	console.log(`Starter-plan key (every API call 403): ${SIMULATOR_NO_API_PLAN_KEY}`);
	console.log(`Control API: ${sim.url}/__sim/state`);
	let stopping = false;
	const stop = (signal: string) => {
		if (stopping) return;
		stopping = true;
		console.log(`${signal} received, stopping the simulator`);
		sim.close().then(
			() => process.exit(0),
			(error) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
