import type { IExecuteFunctions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { LEGACY_COUNT_PATHS } from '../../../shared/serviceDecisions';
import { countProperties, getCount } from './countRequest';
import { withRequestOptions } from '../../../shared/descriptions/requestOptions';

export const description = updateDisplayOptions(
	{ show: { resource: ['chatbot'], operation: ['getChatCount'] } },
	withRequestOptions(countProperties),
);

export async function execute(this: IExecuteFunctions, itemIndex: number) {
	return await getCount.call(this, itemIndex, LEGACY_COUNT_PATHS.chat);
}
