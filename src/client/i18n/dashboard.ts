import { dashboard as en } from './en/dashboard';
import { catalogue } from './text';

export const dashboardText = catalogue('dashboard', en);
