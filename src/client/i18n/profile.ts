import { profile as en } from './en/profile';
import { catalogue } from './text';

export const profileText = catalogue('profile', en);
