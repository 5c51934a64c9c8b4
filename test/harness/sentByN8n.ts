import { Container } from '@n8n/di';
import { InstanceSettings } from 'n8n-core';

import type { N8nWriter } from '../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { tagAsSentByN8n } from '../../nodes/LiveChatAi/shared/conversations/sentByN8n';
import { TEST_WORKFLOW_ID } from './runWorkflow';

/** The instance ID the node sees in these tests (n8n-core's InstanceSettings, as in n8n). */
export const testInstanceId = () => Container.get(InstanceSettings).instanceId;

/** This n8n writing from a workflow (the one runNode runs unless told). */
export const thisN8n = (workflowId = TEST_WORKFLOW_ID): N8nWriter => ({
	instanceId: testInstanceId(),
	workflowId,
});

/** A text as version 2 sends it from this n8n: with the invisible mark at its end. */
export const sentByThisN8n = (text: string, workflowId?: string) =>
	tagAsSentByN8n(text, thisN8n(workflowId));
