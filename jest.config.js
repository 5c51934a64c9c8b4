/** @type {import('jest').Config} */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
	},
	testTimeout: 30000,
	// `npm run coverage`: what the package ships, not the tests' own tooling.
	collectCoverageFrom: ['nodes/**/*.ts', 'credentials/**/*.ts'],
	coverageReporters: ['text-summary', 'json-summary'],
	reporters: ['default', '<rootDir>/test/summaryReporter.js'],
};
