import type { MatchSystem } from '../../../shared/match-schema';
import type { Language } from '../../../shared/profile';

/**
 * The matching system the Kundli Milan form starts with, by the reader's language: the 36 gunas
 * for English and Hindi readers. A language whose families match by the ten poruthams (Tamil,
 * Telugu) starts with 'south' here, and only here; the reader can always choose the other.
 */
const systemByLanguage: Record<Language, MatchSystem> = { en: 'north', hi: 'north' };

export const defaultMatchSystem = (language: Language): MatchSystem => systemByLanguage[language];
