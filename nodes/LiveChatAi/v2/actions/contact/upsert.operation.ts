import { upsertOperation } from '../../../shared/contacts/contactUpsert';
import { bot } from '../bot';

export const resource = 'contact';
export const key = 'upsert';

export const { option, properties, execute } = upsertOperation(bot.label, true);
