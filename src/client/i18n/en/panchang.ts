// Shared with the server's public city pages (src/shared/panchang-words-en.ts).
export { panchangWordsEn as panchang } from '../../../shared/panchang-words-en';
