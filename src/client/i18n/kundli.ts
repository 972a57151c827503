import { kundli as en } from './en/kundli';
import { catalogue } from './text';

export const kundliText = catalogue('kundli', en);
