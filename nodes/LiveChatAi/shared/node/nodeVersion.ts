import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeBaseDescription,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import type { BotLabel } from '../fields/botLocator';
import { operationSubtitle } from './operationSubtitle';
import { listSearch } from '../methods';
import { operationMap, resourceOptions, resourceProperties } from '../operations/resource';
import type { OwnValues, Resources } from '../operations/resource';
import { routerFor } from './router';
import { CREDENTIAL_TYPE } from '../transport';

export interface NodeVersionSpec<R extends Resources = Resources> {
	version: number | number[];
	/** The version's one label for the bot, in its fields and its errors. */
	botLabel: BotLabel;
	/** The resource a new node starts on: never change it for a released version (saved nodes omit defaults). */
	defaultResource: keyof R & string;
	/** The resources by value, each with its operations: the dropdowns, fields and router come from here. */
	resources: R & OwnValues<R>;
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
		const { defaultResource, resources } = spec;
		const properties: INodeProperties[] = [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: resourceOptions(resources),
				default: defaultResource,
			},
			...Object.entries(resources).flatMap(([value, resource]) =>
				resourceProperties(value, resource),
			),
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
		this.execute = routerFor(operationMap(resources), spec.botLabel);
	}
}
