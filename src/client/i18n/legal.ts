import { legal as en } from './en/legal';
import { legal as hi } from './hi/legal';
import { catalogue } from './text';

export const legalText = catalogue(en, hi);
