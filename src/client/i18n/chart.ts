import { chart as en } from './en/chart';
import { chart as hi } from './hi/chart';
import { catalogue } from './text';

export const chartText = catalogue(en, hi);
