/**
 * The table of valid parameters (validParameters.ts) holds one entry for each operation the node versions'
 * descriptions offer, named `v1 resource:operation` or `v2 resource:operation`, and no entry that is no
 * operation; the helpers that read it refuse an operation it lacks. (That each entry passes its operation's
 * checks and is answered: the tables over every operation, continueOnFail.test.ts and v2/everyOperation.test.ts.)
 */
import { V1_OPERATIONS } from './v1/operations';
import { V2_OPERATIONS } from './v2/v2Operations';
import { v1Parameters, v2Parameters, VALID_PARAMETERS } from './validParameters';

const EVERY_OPERATION = [
	...V1_OPERATIONS.map((operation) => `v1 ${operation}`),
	...V2_OPERATIONS.map((operation) => `v2 ${operation}`),
];

it('has valid parameters for every operation of both versions, and for no other', () => {
	expect(Object.keys(VALID_PARAMETERS).sort()).toEqual([...EVERY_OPERATION].sort());
	expect(V1_OPERATIONS.length).toBeGreaterThanOrEqual(20);
	expect(V2_OPERATIONS.length).toBeGreaterThanOrEqual(30);
});

it('gives an operation its resource and operation, its valid parameters and the changes over them', () => {
	expect(v2Parameters('agent:getMany', { limit: 7, simplify: false })).toEqual({
		resource: 'agent',
		operation: 'getMany',
		returnAll: false,
		limit: 7,
		simplify: false,
	});
	expect(v1Parameters('chatbot:getMany')).toEqual({
		resource: 'chatbot',
		operation: 'getMany',
		returnAll: true,
	});
});

it("refuses an operation the table lacks, and one of the other version's", () => {
	expect(() => v2Parameters('agent:fly')).toThrow('no valid parameters for v2 agent:fly');
	expect(() => v1Parameters('dataSource:syncQa')).toThrow(
		'no valid parameters for v1 dataSource:syncQa',
	);
});
