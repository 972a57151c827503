import { reminders as en } from './en/reminders';
import { reminders as hi } from './hi/reminders';
import { catalogue } from './text';

export const remindersText = catalogue(en, hi);
