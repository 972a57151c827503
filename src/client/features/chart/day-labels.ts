/**
 * The panchang card's day: the server sends keys (advice, colours, kinds of observance), never
 * prose, and their words are in the chart catalogue; here are the colours' swatches.
 */
import type { LuckyColourKey } from '../../../shared/chart-view';

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
