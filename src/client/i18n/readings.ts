import { readings as en } from './en/readings';
import { catalogue } from './text';

export const readingsText = catalogue('readings', en);
