import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { BotLabel } from '../fields/botLocator';
import { requiredString } from '../fields/readParameters';

/** Question and Answer, the fields every Q&A operation shares; the bot is named in the version's label. */
export function qaProperties(label: BotLabel): INodeProperties[] {
	return [
		{
			displayName: 'Question',
			name: 'question',
			type: 'string',
			typeOptions: { rows: 2 },
			required: true,
			default: '',
			placeholder: 'e.g. How do I reset my password?',
			description: 'The question as a visitor would ask it',
		},
		{
			displayName: 'Answer',
			name: 'answer',
			type: 'string',
			typeOptions: { rows: 4 },
			required: true,
			default: '',
			placeholder: 'e.g. Click "Forgot password" on the sign-in page.',
			description: `The answer the ${label.toLowerCase()} should give to this question`,
		},
	];
}

export function readQa(context: IExecuteFunctions, itemIndex: number) {
	return {
		question: requiredString(context, 'question', 'Question', itemIndex),
		answer: requiredString(context, 'answer', 'Answer', itemIndex),
	};
}
