import { chart as en } from './en/chart';
import { catalogue } from './text';

export const chartText = catalogue('chart', en);
