// Shared with the server's public city pages (src/shared/panchang-words-te.ts).
export { panchangWordsTe as panchang } from '../../../shared/panchang-words-te';
