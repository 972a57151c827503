import type { ReadingType } from '../../shared/reading-types';
import type { PanchangParams } from './panchang-api';

// Every key of the browser's query cache. Invalidation matches by prefix, so a key that names a
// group (`readings.all()`, `people.all()`, `people.one(id)`, `panchang.atBirthPlace()`) starts
// every key in it: invalidating the group refreshes all of them.

export const queryKeys = {
  /** GET /api/me: the signed-in user and profile. */
  session: () => ['session'],
  /** The user's own chart: it follows their birth details. */
  chart: () => ['chart'],
  /** The chart in depth (the Kundli's Deeper section): under the chart, so new birth details refresh it. */
  chartDeeper: () => ['chart', 'deeper'],
  /** The dashboard's daily card: under the chart, so new birth details refresh it. */
  dayGlance: (language: string) => ['chart', 'day-glance', language],
  subscription: () => ['subscription'],
  plans: () => ['plans'],
  publicConfig: () => ['public-config'],
  /** GET /api/reminders with this browser's push subscription: the daily reminder's switch. */
  reminders: () => ['reminders'],
  places: (q: string) => ['places', q.toLowerCase()],
  match: (matchId: string) => ['matches', matchId],
  readings: {
    /** Every reading query below: a new reading refreshes them all. */
    all: () => ['readings'],
    /** The newest readings (the history's first page, unfiltered): the dashboard's. */
    newest: () => ['readings', 'newest'],
    history: (search: string, filter: string) => ['readings', 'history', { search, filter }],
    one: (readingId: string) => ['readings', readingId],
    /** The reading of a type whose period is running now. */
    current: (readingType: ReadingType) => ['readings', 'current', readingType],
  },
  people: {
    /** The saved people and everything about each one. */
    all: () => ['people'],
    /** A saved person, and (under it) their chart. */
    one: (id: string) => ['people', id],
    chart: (id: string) => ['people', id, 'chart'],
    chartDeeper: (id: string) => ['people', id, 'chart', 'deeper'],
  },
  panchang: {
    /** Days at the user's birth place (no city chosen): they change when the birth details do. */
    atBirthPlace: () => ['panchang', 'birth-place'],
    day: ({ date = 'today', lat = '', lon = '', place = '' }: PanchangParams) =>
      lat || lon ? ['panchang', 'at', lat, lon, place, date] : ['panchang', 'birth-place', date],
  },
};
