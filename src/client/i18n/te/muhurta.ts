// Shared with the server's public muhurta pages (src/shared/muhurta-words-te.ts).
export { muhurtaWordsTe as muhurta } from '../../../shared/muhurta-words-te';
