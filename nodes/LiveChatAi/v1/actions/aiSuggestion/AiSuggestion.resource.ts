import { defineResource } from '../../../shared/node/resource';
import * as dismiss from './dismiss.operation';

export const aiSuggestion = defineResource({
	resource: 'aiSuggestion',
	name: 'AI Suggestion',
	default: 'dismiss',
	operations: {
		dismiss,
	},
});
