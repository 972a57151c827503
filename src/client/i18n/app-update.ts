import { appUpdate as en } from './en/app-update';
import { appUpdate as hi } from './hi/app-update';
import { catalogue } from './text';

export const appUpdateText = catalogue(en, hi);
