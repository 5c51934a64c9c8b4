import type { INodeProperties } from 'n8n-workflow';

import { nodeTypes, PACKAGE } from './registry';

/** The LiveChatAI node's properties at `version`, as n8n loads them. */
export function propertiesOf(version: number): INodeProperties[] {
	return nodeTypes.getByNameAndVersion(`${PACKAGE}.liveChatAi`, version).description.properties;
}

/**
 * Every operation a node's description offers, as `resource:operation`: the options of each resource's
 * Operation dropdown, in description order. Tests that must cover every operation enumerate them here, so an
 * operation added to the node is one they cannot forget.
 */
export function operationsOf(properties: INodeProperties[]): string[] {
	return properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) => {
			const resources = (property.displayOptions?.show?.resource ?? []) as string[];
			const values = (property.options as Array<{ value: string }>).map(({ value }) => value);
			return resources.flatMap((resource) => values.map((value) => `${resource}:${value}`));
		});
}
