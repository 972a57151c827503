/**
 * GET /api/readings/today: the daily card on the dashboard. The same weighed plan as the daily
 * reading (its day score, the four areas with their scores and reasons, the good choghadiya still
 * ahead, disha shool and the Sun's and Moon's risings), at the birth place, for today in India.
 */
export type Area = 'love' | 'career' | 'money' | 'health';
export type Direction = 'east' | 'west' | 'north' | 'south';

export interface DayGlanceView {
  date: string;
  place: string;
  /** 1–5, the day's verdict: 5 bright, 4 steady, 3 mixed, 1–2 careful. */
  dayScore: number;
  areas: Array<{ area: Area; score: number; /** The reason and counsel, in the caller's language. */ reason: string }>;
  /** The good choghadiya not over yet; local 'HH:MM'. */
  choghadiya: Array<{ name: 'Amrit' | 'Shubh' | 'Labh' | 'Char'; night: boolean; start: string; end: string; travel: boolean }>;
  /** Good periods already over when asked (the card says so), and the local time asked. */
  pastLeftOut: number;
  askedAt: string | null;
  dishaShool: Direction;
  sunrise: string | null;
  sunset: string | null;
  moonrise: { time: string; nextDay: boolean } | null;
}
