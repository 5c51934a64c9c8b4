// End-to-end tests (`npm run test:e2e`): the packed package installed into real n8n 2.x and 1.x processes,
// driven by workflows against the LiveChatAI simulator. globalSetup builds, packs and installs everything
// (scripts/e2e/prepare.sh); the files run one after the other (n8n processes are heavy on 2 cores).
/** @type {import('jest').Config} */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.e2e.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
	},
	globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
	globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
	testTimeout: 180000,
	maxWorkers: 1,
	reporters: ['default', '<rootDir>/test/summaryReporter.js'],
};
