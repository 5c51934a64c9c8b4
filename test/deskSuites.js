// The suites that each desk behaviour concerns (a variant's name from DESK_VARIANTS in
// test/simulator/control/deskBehaviour.ts): `npm test` runs them again with the simulator's support desk behaving
// that way where LiveChatAI's reference is silent (does a Reply reopen or assign, does End unassign, how soon
// TalkToAgent shows, which dates a change moves), as test/formSuites.js does for the forms of its answers
// (jest.config.js). test/simulator/__tests__/deskVariants.test.ts holds this table to the variants.
// The trigger's suites that change a conversation's state, or write into one: the change events, Visitor
// Waiting, the visitor's pause, the desk's own writes (End, Reply, the dashboard's changes) and New Contact and
// New CSAT Rating beside them.
const DESK_SUITES = [
	'test/trigger/changes.test.ts',
	'test/trigger/changeState.test.ts',
	'test/trigger/changesRandomized.test.ts',
	'test/trigger/changeSettings.test.ts',
	'test/trigger/deskWrites.test.ts',
	'test/trigger/visitorWaiting.test.ts',
	'test/trigger/visitorPause.test.ts',
	'test/trigger/records.test.ts',
	'test/trigger/allAgentsDesk.test.ts',
];

module.exports = {
	deskOtherWay: DESK_SUITES,
	deskUndated: DESK_SUITES,
};
