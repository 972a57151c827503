// Counts in a message: shared with the server's public pages (src/shared/plural.ts).
export { plural } from '../../shared/plural';
