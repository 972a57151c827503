import { premium as en } from './en/premium';
import { premium as hi } from './hi/premium';
import { catalogue } from './text';

export const premiumText = catalogue(en, hi);
