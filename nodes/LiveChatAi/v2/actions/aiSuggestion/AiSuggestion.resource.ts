import { defineResource } from '../../../shared/operations/resource';
import * as dismiss from './dismiss.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export const aiSuggestion = defineResource({
	resource: 'aiSuggestion',
	name: 'AI Suggestion',
	default: 'getMany',
	operations: {
		dismiss,
		get,
		getMany,
	},
});
