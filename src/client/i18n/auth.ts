import { auth as en } from './en/auth';
import { catalogue } from './text';

export const authText = catalogue('auth', en);
