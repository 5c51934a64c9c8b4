import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { qaProperties } from '../../../shared/dataSources/qaFields';
import { botLocator } from '../../../shared/descriptions/botLocator';
import { readList } from '../../../shared/transport/paginator';
import { dataSourceList } from './dataSources';
import { heldPair, planSync } from './qaSyncPlan';
import { readSyncInput, refusedSyncItems } from './qaSyncInput';
import { QaSyncWriter } from './qaSyncWrites';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

// The most common flow beyond the API: a FAQ sheet imported again and again. All input items together are the
// agent's desired Q&A pairs; the node writes only the difference.

const [question, answer] = qaProperties('Agent');

const properties: INodeProperties[] = [
	{
		displayName:
			'All input items together are the Q&A pairs the agent should hold, one pair per item, e.g. the rows of a sheet',
		name: 'syncNotice',
		type: 'notice',
		default: '',
	},
	botLocator('Agent', { description: 'The agent whose Q&A pairs to sync' }),
	{
		...question,
		default: '={{ $json.question }}',
		description:
			'The question of the pair in this item. Pairs match the ones the agent holds by question, ignoring case and spaces.',
	},
	{
		...answer,
		default: '={{ $json.answer }}',
		description:
			'The answer of the pair in this item. A held pair with another answer is replaced: the new pair is added, then the old one deleted.',
	},
	{
		displayName: 'Delete Pairs Not in Input',
		name: 'deleteMissing',
		type: 'boolean',
		default: false,
		description:
			"Whether to delete the agent's Q&A pairs whose question no input item has (e.g. rows removed from the sheet)",
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dataSource'], operation: ['syncQa'] } },
	withRequestOptions(properties),
);

export async function executeAll(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
	const { agentId, pairs, errors } = readSyncInput(this);
	// A bad row refuses the whole sync before any request: with it left out, its pair would count as removed.
	if (errors.length > 0) {
		if (!this.continueOnFail()) throw errors[0].error;
		return refusedSyncItems(this.getInputData().length, errors);
	}
	const deleteMissing = this.getNodeParameter('deleteMissing', 0, false) as boolean;
	const held = await readList.call(this, dataSourceList(agentId, 'QA'), undefined, 0);
	const steps = planSync(pairs, held.map(heldPair), deleteMissing);
	const allItems = this.getInputData().map((_, item) => ({ item }));
	return await new QaSyncWriter(this, agentId, allItems).run(steps);
}
