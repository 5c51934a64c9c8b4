/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test tooling: drives real n8n processes */
/** A throwaway Redis for queue mode: Debian's redis-server on a free loopback port, nothing written to disk. */
import { manifest, runDir } from './manifest';
import { freePort, ProcessGroup } from './processes';

export interface Redis {
	port: number;
	process: ProcessGroup;
}

export async function startRedis(): Promise<Redis> {
	const port = await freePort();
	const group = ProcessGroup.start(
		'redis-server',
		manifest().redisServer,
		['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
		{ env: process.env, cwd: runDir() },
	);
	await group.waitUntil(
		'"Ready to accept connections"',
		() => group.output.includes('Ready to accept connections'),
		30_000,
	);
	return { port, process: group };
}
