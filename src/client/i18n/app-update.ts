import { appUpdate as en } from './en/app-update';
import { catalogue } from './text';

export const appUpdateText = catalogue('appUpdate', en);
