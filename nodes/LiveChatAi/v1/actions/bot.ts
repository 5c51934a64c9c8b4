import { versionBot } from '../../shared/fields/botLocator';

/** Version 1's one word for the bot, said here only: its fields, its errors and its spec take it from here. */
export const bot = versionBot('Chatbot');
