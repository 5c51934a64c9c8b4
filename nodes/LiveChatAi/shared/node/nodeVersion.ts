import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodePropertyOptions,
	INodeType,
	INodeTypeBaseDescription,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { BotLabel } from '../descriptions/botLocator';
import { operationSubtitle } from './operationSubtitle';
import { listSearch } from '../methods';
import type { OperationMap } from './operation.type';
import { routerFor } from './router';
import { CREDENTIAL_TYPE } from '../transport/request';

export interface NodeVersionSpec {
	version: number | number[];
	/** The version's one label for the bot, in its fields and its errors. */
	botLabel: BotLabel;
	/** The Resource dropdown's entries, alphabetical. */
	resources: INodePropertyOptions[];
	/** The resource a new node starts on: never change it for a released version (saved nodes omit defaults). */
	defaultResource: string;
	/** Every resource's Operation dropdown and fields. */
	properties: INodeProperties[];
	operations: OperationMap;
}

/**
 * One version of the LiveChatAI node: what every version shares (inputs, outputs, credential, AI tool use, the
 * Resource dropdown, a readable subtitle, the list methods, the router); a version brings its resources.
 */
export class NodeVersion implements INodeType {
	description: INodeTypeDescription;

	methods = { listSearch };

	execute: (this: IExecuteFunctions) => Promise<INodeExecutionData[][]>;

	constructor(baseDescription: INodeTypeBaseDescription, spec: NodeVersionSpec) {
		const { defaultResource } = spec;
		const properties: INodeProperties[] = [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: spec.resources,
				default: defaultResource,
			},
			...spec.properties,
		];
		this.description = {
			...baseDescription,
			version: spec.version,
			defaults: { name: 'LiveChatAI' },
			inputs: [NodeConnectionTypes.Main],
			outputs: [NodeConnectionTypes.Main],
			usableAsTool: true,
			credentials: [{ name: CREDENTIAL_TYPE, required: true }],
			subtitle: operationSubtitle(properties),
			properties,
		};
		this.execute = routerFor(spec.operations, spec.botLabel);
	}
}
