import { doshas as en } from './en/doshas';
import { catalogue } from './text';

export const doshasText = catalogue('doshas', en);
