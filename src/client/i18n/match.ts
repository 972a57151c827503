import { match as en } from './en/match';
import { catalogue } from './text';

export const matchText = catalogue('match', en);
