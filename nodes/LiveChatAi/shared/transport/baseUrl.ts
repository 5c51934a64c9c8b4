import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * The API key may travel only over HTTPS. Plain http:// is accepted for loopback hosts alone, so that a
 * local simulator or proxy on the same machine still works; the key never crosses a network in clear text.
 */
export const SECURE_BASE_URL_PATTERN =
	/^(?:https:\/\/[^\s/?#]+|http:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?)(?:\/[^\s?#]*)?$/i;

export function isSecureBaseUrl(baseUrl: unknown): baseUrl is string {
	return typeof baseUrl === 'string' && SECURE_BASE_URL_PATTERN.test(baseUrl.trim());
}

/** The Base URL of the credential without trailing slashes, or a clear error naming it. */
export function secureBaseUrl(node: INode, baseUrl: unknown, itemIndex?: number): string {
	if (!isSecureBaseUrl(baseUrl)) {
		throw new NodeOperationError(
			node,
			`The credential's Base URL "${String(baseUrl ?? '')}" is not allowed`,
			{
				itemIndex,
				description:
					'The API key is sent over HTTPS only. Use an https:// address (the default is https://app.livechatai.com); plain http:// is accepted for localhost, 127.x.x.x and [::1] alone.',
			},
		);
	}
	return baseUrl.trim().replace(/\/+$/, '');
}
