import { family as en } from './en/family';
import { family as hi } from './hi/family';
import { catalogue } from './text';

export const familyText = catalogue(en, hi);
