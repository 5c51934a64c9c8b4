/**
 * Version 1's operations, read from its description (a new operation is one the tables over them cannot
 * forget). Their valid parameters: test/nodes/validParameters.ts (`v1Parameters`).
 */
import { operationsOf, propertiesOf } from '../../harness/operations';

/** Every operation of version 1, as `resource:operation`. */
export const V1_OPERATIONS = operationsOf(propertiesOf(1));

/** Run options for version 1 where a helper's default is version 2 (`expectExchange`). */
export const V1 = { typeVersion: 1 };
