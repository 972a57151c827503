import { kundli as en } from './en/kundli';
import { kundli as hi } from './hi/kundli';
import { catalogue } from './text';

export const kundliText = catalogue(en, hi);
