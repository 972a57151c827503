import type { MatchSystem } from '../../../shared/match-schema';
import type { Language } from '../../../shared/profile';

/**
 * The matching system the Kundli Milan form starts with, by the reader's language: the 36 gunas
 * for English and Hindi readers, the ten poruthams for Tamil and Telugu readers, whose families
 * match that way (docs/decisions/054). Decided here and only here; anyone can choose the other.
 */
const systemByLanguage: Record<Language, MatchSystem> = { en: 'north', hi: 'north', ta: 'south', te: 'south' };

export const defaultMatchSystem = (language: Language): MatchSystem => systemByLanguage[language];
