import { payments as en } from './en/payments';
import { payments as hi } from './hi/payments';
import { catalogue } from './text';

export const paymentsText = catalogue(en, hi);
