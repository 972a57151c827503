import { describe, expect, it } from 'vitest';
import { auditPeople } from './people';
import { addCivilDays, indiaDate, isCivilDate, requestInstant } from './request';

describe('auditPeople', () => {
  const people = auditPeople(30);

  it('is the same every run', () => {
    expect(auditPeople(30)).toEqual(people);
    expect(auditPeople(30, 1)).not.toEqual(people);
  });

  it('spreads births over every month and hour, both genders, 1950–2008, India and abroad', () => {
    expect(new Set(people.map((p) => p.date.slice(5, 7))).size).toBe(12);
    expect(new Set(people.map((p) => p.time.slice(0, 2))).size).toBe(24);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
    for (const p of people) {
      expect(Number(p.date.slice(0, 4))).toBeGreaterThanOrEqual(1950);
      expect(Number(p.date.slice(0, 4))).toBeLessThanOrEqual(2008);
      expect(isCivilDate(p.date), p.date).toBe(true);
    }
    expect(new Set(people.map((p) => p.city)).size).toBeGreaterThanOrEqual(20);
    expect(people.filter((p) => p.country !== 'India').length).toBe(5);
    expect(new Set(people.map((p) => p.name)).size).toBe(30);
  });
});

describe('request days', () => {
  it('asks at 09:00 India time on the given India date', () => {
    expect(requestInstant('2026-11-24').toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(() => requestInstant('2026-02-30')).toThrow(RangeError);
  });

  it('knows the India date of an instant and counts calendar days', () => {
    expect(indiaDate(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(indiaDate(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-24');
    expect(addCivilDays('2026-11-24', 30)).toBe('2026-12-24');
    expect(addCivilDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
