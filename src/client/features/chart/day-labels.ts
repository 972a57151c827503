/**
 * The panchang card's day: the server sends keys (advice, colours, kinds of observance), never
 * prose, and their words are in the chart catalogue; here are the colours' swatches and the way a
 * stretch of the day is printed.
 */
import type { LuckyColourKey } from '../../../shared/chart-view';
import type { Language } from '../../../shared/profile';
import { formatClock } from './format';

/** A swatch for each lucky colour; it only decorates the colour's name. */
export const LUCKY_SWATCHES: Readonly<Record<LuckyColourKey, string>> = {
  saffron: '#f28c28',
  white: '#ffffff',
  red: '#d32f2f',
  green: '#2e9d4f',
  yellow: '#f5c518',
  pink: '#ec7fb1',
  'dark-blue': '#1f3a93',
  'smoky-grey': '#7d7f86',
  brown: '#8b5a2b',
};

/**
 * '13:30', '15:00' → ['1:30', '3:00 pm']: the am/pm once when both ends share it, so a range fits
 * half a phone's width; ['10:30 am', '12:00 pm'] when they do not. Hindi names the part of the day
 * before the time, so it keeps the first one: ['दोपहर 1:30', '3:00']. The card joins them with an
 * unspaced en dash ('1:30–3:00 pm', 'दोपहर 1:30–3:00'), as ranges are printed.
 */
export function clockRange(start: string, end: string, language: Language = 'en'): [string, string] {
  const from = formatClock(start, language);
  const to = formatClock(end, language);
  if (language !== 'en') {
    const period = /^(\S+) /;
    const shared = period.exec(from)?.[1];
    return shared && shared === period.exec(to)?.[1] ? [from, to.replace(period, '')] : [from, to];
  }
  const meridiem = / ([ap]m)$/;
  const shared = meridiem.exec(from)?.[1];
  return shared && shared === meridiem.exec(to)?.[1] ? [from.replace(meridiem, ''), to] : [from, to];
}
