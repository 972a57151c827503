// The panchang and chart names are shared with the server's public pages (src/shared/astro-names).
export { almanacTe as astro } from '../../../shared/astro-names/almanac-te';
