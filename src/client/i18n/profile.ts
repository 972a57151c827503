import { profile as en } from './en/profile';
import { profile as hi } from './hi/profile';
import { catalogue } from './text';

export const profileText = catalogue(en, hi);
