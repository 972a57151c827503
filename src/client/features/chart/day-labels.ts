/**
 * Words for the day's keys in the panchang card: the server sends keys (advice, colours, kinds of
 * observance), never prose, so these short labels are the one place the card's wording lives.
 */
import type { ChartView, DayAdviceKey, LuckyColourKey } from '../../../shared/chart-view';
import { formatClock } from './format';

/** Short enough for two columns on a 390 px phone; each reads under "Do" and under "Don't". */
export const ADVICE_LABELS: Readonly<Record<DayAdviceKey, string>> = {
  begin: 'Start something new',
  finish: 'Finish pending work',
  travel: 'Short journeys',
  'money-in': 'Collecting money',
  'money-out': 'Big spending',
  talk: 'Talks, meetings',
  study: 'Study',
  family: 'Family time',
  rest: 'Rest',
  health: 'Health routine',
  pray: 'Prayer, puja',
  charity: 'Charity',
  argue: 'Arguments',
  risk: 'Risky bets',
  sign: 'Signing papers',
  lend: 'Lending money',
  haste: 'Rushing',
  overwork: 'Overwork',
  'late-night': 'Late nights',
  purchase: 'Big purchases',
};

/** The colour's name and a swatch for it; the swatch only decorates the name. */
export const LUCKY_COLOURS: Readonly<Record<LuckyColourKey, { name: string; swatch: string }>> = {
  saffron: { name: 'Saffron', swatch: '#f28c28' },
  white: { name: 'White', swatch: '#ffffff' },
  red: { name: 'Red', swatch: '#d32f2f' },
  green: { name: 'Green', swatch: '#2e9d4f' },
  yellow: { name: 'Yellow', swatch: '#f5c518' },
  pink: { name: 'Pink', swatch: '#ec7fb1' },
  'dark-blue': { name: 'Dark blue', swatch: '#1f3a93' },
  'smoky-grey': { name: 'Smoky grey', swatch: '#7d7f86' },
  brown: { name: 'Brown', swatch: '#8b5a2b' },
};

type ObservanceKind = ChartView['panchang']['observances'][number]['kind'];

export const OBSERVANCE_KINDS: Readonly<Record<ObservanceKind, string>> = {
  festival: 'Festival',
  vrat: 'Fast',
  sankranti: 'Sankranti',
};

/**
 * '13:30', '15:00' → ['1:30', '3:00 pm']: the am/pm once when both ends share it, so a range fits
 * half a phone's width; ['10:30 am', '12:00 pm'] when they do not. The card joins them with an
 * unspaced en dash ('1:30–3:00 pm'), as ranges are printed.
 */
export function clockRange(start: string, end: string): [string, string] {
  const from = formatClock(start);
  const to = formatClock(end);
  const meridiem = / ([ap]m)$/;
  const shared = meridiem.exec(from)?.[1];
  return shared && shared === meridiem.exec(to)?.[1] ? [from.replace(meridiem, ''), to] : [from, to];
}
