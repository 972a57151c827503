// Shared with the server's public city pages (src/shared/panchang-words-ta.ts).
export { panchangWordsTa as panchang } from '../../../shared/panchang-words-ta';
