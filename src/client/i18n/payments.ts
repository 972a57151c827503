import { payments as en } from './en/payments';
import { catalogue } from './text';

export const paymentsText = catalogue('payments', en);
