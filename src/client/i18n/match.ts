import { match as en } from './en/match';
import { match as hi } from './hi/match';
import { catalogue } from './text';

export const matchText = catalogue(en, hi);
