// Shared with the server's public muhurta pages (src/shared/muhurta-words-hi.ts).
export { muhurtaWordsHi as muhurta } from '../../../shared/muhurta-words-hi';
