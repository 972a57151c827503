// The panchang and chart names are shared with the server's public pages (src/shared/astro-names).
export { almanacTa as astro } from '../../../shared/astro-names/almanac-ta';
