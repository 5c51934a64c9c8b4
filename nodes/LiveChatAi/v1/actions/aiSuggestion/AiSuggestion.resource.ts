import { defineResource } from '../../../shared/operations/resource';
import * as dismiss from './dismiss.operation';

export const aiSuggestion = defineResource({
	resource: 'aiSuggestion',
	name: 'AI Suggestion',
	default: 'dismiss',
	operations: {
		dismiss,
	},
});
