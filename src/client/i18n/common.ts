import { common as en } from './en/common';
import { common as hi } from './hi/common';
import { catalogue } from './text';

export const commonText = catalogue(en, hi);
