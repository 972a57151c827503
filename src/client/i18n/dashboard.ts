import { dashboard as en } from './en/dashboard';
import { dashboard as hi } from './hi/dashboard';
import { catalogue } from './text';

export const dashboardText = catalogue(en, hi);
