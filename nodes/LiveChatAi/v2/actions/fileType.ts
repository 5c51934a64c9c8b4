import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { invalidParameter } from '../../shared/fields/validation';

// [doc] A file data source is a PDF, a DOCX or an image, sent as its text: Add File and Sync Files ask for it.

const FILE_TYPES = ['docx', 'image', 'pdf'];

/** A file extension given for the File Type (e.g. Read Files' `fileExtension`) names its kind. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff'];

export const fileTypeField: INodeProperties = {
	displayName: 'File Type',
	name: 'fileType',
	type: 'options',
	options: [
		{ name: 'DOCX', value: 'docx' },
		{ name: 'Image', value: 'image' },
		{ name: 'PDF', value: 'pdf' },
	],
	default: 'pdf',
	description: 'Kind of the file the text comes from; the data source is listed under this kind',
};

/**
 * The File Type of one item, in the API's lower case, also from a file extension (`.pdf`, `PNG`); refused before
 * any request when it is none of them.
 */
export function readFileType(context: IExecuteFunctions, itemIndex: number): string {
	const given = String(context.getNodeParameter('fileType', itemIndex, '')).trim();
	const named = given.toLowerCase().replace(/^\./, '');
	const fileType = IMAGE_EXTENSIONS.includes(named) ? 'image' : named;
	if (!FILE_TYPES.includes(fileType)) {
		const fix = 'Pick DOCX, Image or PDF, or give a file extension such as pdf, docx or png.';
		const problem = `must be docx, image or pdf, not "${given}"`;
		throw invalidParameter(context.getNode(), 'File Type', itemIndex, problem, fix);
	}
	return fileType;
}
