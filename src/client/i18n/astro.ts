import { astro as en } from './en/astro';
import { catalogue } from './text';

export const astroText = catalogue('astro', en);
