import { panchang as en } from './en/panchang';
import { panchang as hi } from './hi/panchang';
import { catalogue } from './text';

export const panchangText = catalogue(en, hi);
