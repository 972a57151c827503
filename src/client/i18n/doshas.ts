import { doshas as en } from './en/doshas';
import { doshas as hi } from './hi/doshas';
import { catalogue } from './text';

export const doshasText = catalogue(en, hi);
