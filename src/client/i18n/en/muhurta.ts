// Shared with the server's public muhurta pages (src/shared/muhurta-words-en.ts).
export { muhurtaWordsEn as muhurta } from '../../../shared/muhurta-words-en';
