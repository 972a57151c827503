import { shares as en } from './en/shares';
import { catalogue } from './text';

export const sharesText = catalogue('shares', en);
