import { readings as en } from './en/readings';
import { readings as hi } from './hi/readings';
import { catalogue } from './text';

export const readingsText = catalogue(en, hi);
