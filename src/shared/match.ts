// Kept free of zod, like shared/profile.ts: the history page imports it cheaply.
import type { MatchResult } from '../astro/matching';
import type { PoruthamMatch } from '../astro/porutham';
import type { Language, ProfileView } from './profile';
import type { ReadingType } from './reading-types';
import { uuidPattern } from './uuid';

/**
 * Kundli Milan reports are stored with the readings (docs/decisions/009-match-reports-in-readings.md)
 * under this type. It is not one of the nine reading types: a row's type is one of those or this.
 */
export const MATCH_READING_TYPE = 'match';
export type StoredReadingType = ReadingType | typeof MATCH_READING_TYPE;


/** A side the page can name in its address: the user's own chart or a saved person's. */
export type SavedSide = { kind: 'me' } | { kind: 'person'; id: string };

/** `a` / `b` in the page's query: 'me' or 'person:<uuid>'. */
export function parseSideParam(value: string | null): SavedSide | null {
  if (value === 'me') return { kind: 'me' };
  const id = value?.startsWith('person:') ? value.slice('person:'.length) : '';
  return uuidPattern.test(id) ? { kind: 'person', id } : null;
}

export const sideParam = (side: SavedSide) => (side.kind === 'me' ? 'me' : `person:${side.id}`);

/** Whose chart a side of a stored report is, as the report shows it. */
export type MatchPersonView = Pick<ProfileView, 'name' | 'gender' | 'birthDate' | 'birthTime'> & {
  place: { city: string; country: string };
  source: 'me' | 'person' | 'new';
  /** False when the birth time was not known and the chart was read from the Moon; absent on reports made before. */
  birthTimeKnown?: boolean;
};

/** A stored match report as the API returns it. */
export type MatchView = {
  matchId: string;
  createdAt: string;
  /** The language its summary text was written in (the history preview); the page shows the rest in its own. */
  language: Language;
  a: MatchPersonView;
  b: MatchPersonView;
  result: MatchResult;
  /** The ten poruthams, when the report was asked for with the South Indian system. */
  poruthams?: PoruthamMatch;
};
