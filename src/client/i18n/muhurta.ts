import { muhurta as en } from './en/muhurta';
import { muhurta as hi } from './hi/muhurta';
import { catalogue } from './text';

export const muhurtaText = catalogue(en, hi);
