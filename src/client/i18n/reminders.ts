import { reminders as en } from './en/reminders';
import { catalogue } from './text';

export const remindersText = catalogue('reminders', en);
