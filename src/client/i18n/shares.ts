import { shares as en } from './en/shares';
import { shares as hi } from './hi/shares';
import { catalogue } from './text';

export const sharesText = catalogue(en, hi);
