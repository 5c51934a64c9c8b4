import { Container } from '@n8n/di';
import { InstanceSettings } from 'n8n-core';

import { tagAsSentByN8n } from '../../nodes/LiveChatAi/shared/conversations/sentByN8n';

/** The instance ID the node sees in these tests (n8n-core's InstanceSettings, as in n8n). */
export const testInstanceId = () => Container.get(InstanceSettings).instanceId;

/** A text as version 2 sends it from this n8n: with the invisible tag at its end. */
export const sentByThisN8n = (text: string) => tagAsSentByN8n(text, testInstanceId());
