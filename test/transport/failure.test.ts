/** The cause a failed request declares to n8n (what its poll backoff reads), and only where n8n reads one. */
import type { INode } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import {
	classifyFailure,
	failureOfError,
	failureOption,
	HOST_READS_FAILURES,
	isActionable,
} from '../../nodes/LiveChatAi/shared/transport/failure';

describe('classifyFailure', () => {
	it.each([
		// A person must act on a dead key or a wrong setting; a wait helps with the rest.
		[401, undefined, { cause: 'credential-invalid' }, true],
		[403, undefined, { cause: 'configuration-invalid' }, true],
		[404, undefined, { cause: 'configuration-invalid' }, true],
		[400, undefined, { cause: 'configuration-invalid' }, true],
		[429, 25_000, { cause: 'rate-limited', retryAfterMs: 25_000 }, false],
		[429, undefined, { cause: 'rate-limited' }, false],
		[503, 5_000, { cause: 'temporarily-unavailable', retryAfterMs: 5_000 }, false],
		[500, undefined, { cause: 'temporarily-unavailable' }, false],
		[200, undefined, { cause: 'temporarily-unavailable' }, false],
		[undefined, undefined, { cause: 'temporarily-unavailable' }, false],
	])(
		'HTTP %s (Retry-After %s ms) is %j; needs a person: %s',
		(status, retryAfterMs, failure, actionable) => {
			expect(classifyFailure(status, retryAfterMs)).toEqual(failure);
			expect(isActionable(classifyFailure(status, retryAfterMs))).toBe(actionable);
		},
	);
});

describe('the declaration on the error', () => {
	it('is made where the host n8n reads it (2.41 on), and left out on an older n8n', () => {
		expect(HOST_READS_FAILURES).toBe(true); // the n8n-workflow the tests load is 2.41
		expect(failureOption({ cause: 'credential-invalid' })).toEqual({
			failure: { cause: 'credential-invalid' },
		});
		expect(failureOption({ cause: 'credential-invalid' }, false)).toEqual({});
	});

	it('is read back from an error the transport made, on any n8n (its status and recorded wait)', () => {
		const node = { name: 'LiveChatAI', type: 'n8n-nodes-livechatai.liveChatAi' } as INode;
		const error = new NodeApiError(
			node,
			{ message: 'Too many requests', retryAfterMs: 12_000 },
			{ httpCode: '429' },
		);
		expect(failureOfError(error)).toEqual({ cause: 'rate-limited', retryAfterMs: 12_000 });
	});
});
