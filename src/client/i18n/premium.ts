import { premium as en } from './en/premium';
import { catalogue } from './text';

export const premiumText = catalogue('premium', en);
