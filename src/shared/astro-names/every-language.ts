/**
 * Every language's names, for the server, which writes in whichever language a reader chose. The
 * browser imports one language's module at a time, so that a page carries only its reader's.
 */
import type { Language } from '../profile';
import { namesEn } from './en';
import { namesHi } from './hi';
import { namesTa } from './ta';
import { namesTe } from './te';
import type { AstroNames } from './types';

export const astroNamesIn: Readonly<Record<Language, AstroNames>> = { en: namesEn, hi: namesHi, ta: namesTa, te: namesTe };
