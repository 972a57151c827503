import { describe, expect, it } from 'vitest';
import { defaultMatchSystem } from '../features/match/match-system';
import { southCardLeads, southLines } from '../../shared/south-order';
import { ownCalendarDate } from './south-calendar';

const day = {
  tamil: { month: { index: 7, name: 'Karthigai' as const }, day: 21, year: { number: 40, name: 'Parabhava' as const } },
  telugu: { month: { index: 8, name: 'Margashirsha' as const, adhika: false }, year: { number: 39, name: 'Vishvavasu' as const } },
};

describe('the South Indian calendar for Tamil and Telugu readers', () => {
  it('puts the reader’s own calendar line first: the Tamil date for Tamil, the Telugu month for Telugu', () => {
    expect(southLines('ta')).toEqual(['tamil', 'telugu']);
    expect(southLines('te')).toEqual(['telugu', 'tamil']);
    expect(southLines('hi')).toEqual(['tamil', 'telugu']);
  });

  it('leads with the South Indian card for Tamil and Telugu readers only', () => {
    expect([southCardLeads('ta'), southCardLeads('te'), southCardLeads('hi'), southCardLeads('en')]).toEqual([true, true, false, false]);
  });

  it('dates the day in the reader’s own calendar beside the Gregorian date', () => {
    expect(ownCalendarDate(day, 'ta')).toBe('கார்த்திகை 21');
    expect(ownCalendarDate(day, 'te')).toBe('మార్గశిరం');
    expect(ownCalendarDate({ ...day, telugu: { ...day.telugu, month: { index: 4, name: 'Shravana', adhika: true } } }, 'te')).toBe('అధిక శ్రావణం');
    expect(ownCalendarDate(day, 'hi')).toBeNull();
    expect(ownCalendarDate(day, 'en')).toBeNull();
  });

  it('starts Kundli Milan on the ten poruthams for Tamil and Telugu readers, the 36 gunas for the others', () => {
    expect(defaultMatchSystem('ta')).toBe('south');
    expect(defaultMatchSystem('te')).toBe('south');
    expect(defaultMatchSystem('hi')).toBe('north');
    expect(defaultMatchSystem('en')).toBe('north');
  });
});
