import { family as en } from './en/family';
import { catalogue } from './text';

export const familyText = catalogue('family', en);
