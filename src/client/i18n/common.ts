import { common as en } from './en/common';
import { catalogue } from './text';

export const commonText = catalogue('common', en);
