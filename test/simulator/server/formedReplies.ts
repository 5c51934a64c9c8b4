/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: the simulator is a Node.js HTTP server (node:http), not node code run by n8n */
/**
 * The legal forms (control/legalForms.ts) that change how an answer is written rather than what a route answers:
 * a success with no body, the server's clock in `Date` and a `Retry-After` as a date, a web page at the Base URL.
 */
import type { ServerResponse } from 'node:http';
import type { LegalForms } from '../control/legalForms';

/** The server's clock: the machine's, `clockSkewMs` ahead (or behind). */
const serverNow = (forms: LegalForms) => Date.now() + forms.clockSkewMs;

/** Every answer's `Date` is the server's clock; set only when it differs from the machine's (Node.js sets it). */
export function setServerDate(res: ServerResponse, forms: LegalForms): void {
	if (forms.clockSkewMs !== 0) res.setHeader('Date', new Date(serverNow(forms)).toUTCString());
}

/**
 * A fault's `Retry-After` as sent: seconds as given, or, with `retryAfterAsDate`, the date that many seconds
 * after the server's clock (RFC 9110: an HTTP date, to the second; `Date` is to the second too, so the two are
 * exactly that far apart). A value that is not a number of seconds is sent as it is.
 */
export function retryAfterHeader(retryAfter: string, forms: LegalForms): string {
	if (!forms.retryAfterAsDate || !/^\d+$/.test(retryAfter)) return retryAfter;
	const now = Math.floor(serverNow(forms) / 1000) * 1000;
	return new Date(now + Number(retryAfter) * 1000).toUTCString();
}

/** A reply the service may send without a body (`bodyOptional`), as `emptySuccess` says: 204, or 200 empty. */
export function writeEmptySuccess(
	res: ServerResponse,
	reply: { status: number; headers?: Record<string, string>; bodyOptional?: boolean },
	forms: LegalForms,
): boolean {
	if (!reply.bodyOptional || forms.emptySuccess === false || reply.status !== 200) return false;
	if (forms.emptySuccess === 204) res.writeHead(204, reply.headers);
	else
		res.writeHead(200, {
			...reply.headers,
			'Content-Type': 'application/json',
			'Content-Length': 0,
		});
	res.end();
	return true;
}

const LOGIN_PAGE =
	'<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Sign in</title></head>\n' +
	'<body>\n<form method="post" action="/login"><h1>Sign in</h1>\n' +
	'<input name="email" type="email"><input name="password" type="password">\n' +
	'<button type="submit">Sign in</button></form>\n</body>\n</html>\n';

/** With `webPage`, every route answers 200 with a login page, whatever the key, as a website does. */
export function writeWebPage(res: ServerResponse, forms: LegalForms): boolean {
	if (!forms.webPage) return false;
	res.writeHead(200, {
		'Content-Type': 'text/html; charset=utf-8',
		'Content-Length': Buffer.byteLength(LOGIN_PAGE),
	});
	res.end(LOGIN_PAGE);
	return true;
}
