import { describe, expect, it } from 'vitest';
import type { MangalSide } from '../astro/matching';
import { formatGunas, mangalSideWord, mangalSummary } from './match-words';

const none: MangalSide = { present: false, cancelled: false, cancelledBy: null };
const stands: MangalSide = { present: true, cancelled: false, cancelledBy: null };
const ownChart: MangalSide = { present: true, cancelled: true, cancelledBy: 'chart' };
const byPartner: MangalSide = { present: true, cancelled: true, cancelledBy: 'partner' };

describe('formatGunas', () => {
  it.each([[28.5, '28½'], [0.5, '½'], [3, '3'], [0, '0'], [36, '36']])('%d reads %s', (points, text) => {
    expect(formatGunas(points)).toBe(text);
  });
});

describe('the Mangal dosha lines', () => {
  it('name each side by whether it has the dosha and what cancels it', () => {
    expect([none, stands, ownChart, byPartner].map(mangalSideWord)).toEqual(['none', 'present', 'cancelledByChart', 'cancelledByPartner']);
  });

  it('sum both up: each cancels the other, one stands (and whose), each chart cancels its own, or none', () => {
    expect(mangalSummary({ a: byPartner, b: byPartner, mutual: true })).toEqual({ word: 'mutual' });
    expect(mangalSummary({ a: none, b: stands, mutual: false })).toEqual({ word: 'oneSided', side: 'b' });
    expect(mangalSummary({ a: ownChart, b: none, mutual: false })).toEqual({ word: 'ownChartOnly' });
    expect(mangalSummary({ a: none, b: none, mutual: false })).toEqual({ word: 'neither' });
  });
});
