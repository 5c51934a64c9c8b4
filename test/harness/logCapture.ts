import { Logger } from '@n8n/backend-common';
import { Container } from '@n8n/di';
import { LoggerProxy } from 'n8n-workflow';

/** Every line n8n's loggers were given during the tests, with its metadata, so tests can read the logs. */
export const logLines: string[] = [];

type Level = 'error' | 'warn' | 'info' | 'debug';

function record(level: Level) {
	return (message: string, metadata?: object) => {
		logLines.push(`${level} ${message} ${JSON.stringify(metadata ?? {})}`);
	};
}

const captureLogger = {
	error: record('error'),
	warn: record('warn'),
	info: record('info'),
	debug: record('debug'),
	scoped: () => captureLogger,
};

// Both the node contexts (Container's Logger) and the engine (LoggerProxy) log into the capture, at every level.
Container.set(Logger, captureLogger as unknown as Logger);
LoggerProxy.init(captureLogger);
