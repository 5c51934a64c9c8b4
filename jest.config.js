// The unit and engine tests (`npm test`): every test file once against the simulator's documented answers, then
// the suites that each legal form of LiveChatAI's answers concerns again, with the simulator answering in that
// form (`test/formSuites.js`), then the suites that each way of the support desk concerns, with the simulator's
// desk behaving that way (`test/deskSuites.js`).
const FORM_SUITES = require('./test/formSuites');
const DESK_SUITES = require('./test/deskSuites');

const common = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
	},
};

/** One project per variant of a table: its suites again, the simulator told the variant by a jest global. */
const variantProjects = (table, kind, globalName) =>
	Object.entries(table).map(([variant, suites]) => ({
		...common,
		displayName: `${kind} ${variant}`,
		roots: ['<rootDir>/test'],
		testMatch: suites.map((suite) => `<rootDir>/${suite}`),
		globals: { [globalName]: variant },
	}));

/** @type {import('jest').Config} */
module.exports = {
	testTimeout: 30000,
	// `npm run coverage`: what the package ships, not the tests' own tooling.
	collectCoverageFrom: ['nodes/**/*.ts', 'credentials/**/*.ts'],
	coverageReporters: ['text-summary', 'json-summary'],
	reporters: ['default', '<rootDir>/test/summaryReporter.js'],
	projects: [
		{
			...common,
			displayName: 'documented',
			roots: ['<rootDir>/test'],
			testMatch: ['**/*.test.ts'],
		},
		...variantProjects(FORM_SUITES, 'form', '__LIVECHATAI_FORM__'),
		...variantProjects(DESK_SUITES, 'desk', '__LIVECHATAI_DESK__'),
	],
};
