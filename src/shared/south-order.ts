// Where the South Indian reading of the day stands for a reader, by their language, on the app's
// panchang and the server's public one alike. A Tamil or Telugu reader opens a panchang for their
// own calendar: its card comes before the North Indian choghadiya, and its first line is their own
// date (docs/decisions/054).
import type { Language } from './profile';

/** Whether the South Indian card comes before the choghadiya card. */
export const southCardLeads = (language: Language) => language === 'ta' || language === 'te';

/**
 * The South Indian calendar lines in the order the reader reads them: a Tamil panchangam heads the
 * day with the Tamil solar date, a Telugu one with the lunar month and the year (చైత్రం …, విశ్వావసు
 * నామ సంవత్సరం); the others keep the Tamil date first.
 */
export const southLines = (language: Language): readonly ['tamil', 'telugu'] | readonly ['telugu', 'tamil'] =>
  language === 'te' ? (['telugu', 'tamil'] as const) : (['tamil', 'telugu'] as const);
