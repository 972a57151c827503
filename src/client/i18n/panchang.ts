import { panchang as en } from './en/panchang';
import { catalogue } from './text';

export const panchangText = catalogue('panchang', en);
