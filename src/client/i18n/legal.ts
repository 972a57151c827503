import { legal as en } from './en/legal';
import { catalogue } from './text';

export const legalText = catalogue('legal', en);
