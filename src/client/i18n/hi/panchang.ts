// Shared with the server's public city pages (src/shared/panchang-words-hi.ts).
export { panchangWordsHi as panchang } from '../../../shared/panchang-words-hi';
