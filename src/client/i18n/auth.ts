import { auth as en } from './en/auth';
import { auth as hi } from './hi/auth';
import { catalogue } from './text';

export const authText = catalogue(en, hi);
