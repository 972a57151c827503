// Shared with the server's public muhurta pages (src/shared/muhurta-words-ta.ts).
export { muhurtaWordsTa as muhurta } from '../../../shared/muhurta-words-ta';
