import { astro as en } from './en/astro';
import { astro as hi } from './hi/astro';
import { catalogue } from './text';

export const astroText = catalogue(en, hi);
