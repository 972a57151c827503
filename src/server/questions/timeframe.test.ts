import { describe, expect, it } from 'vitest';
import { OPEN_HORIZON_MONTHS, resolveTimeframe } from './timeframe';

// A Monday.
const TODAY = '2026-12-07';
const period = (text: string) => resolveTimeframe(text, TODAY);

describe('a stated period, from today', () => {
  it.each([
    ['will i marry this year', '2026-12-07', '2026-12-31'],
    ['kya is saal meri shadi ho jayegi', '2026-12-07', '2026-12-31'],
    ['इस साल नौकरी मिलेगी क्या', '2026-12-07', '2026-12-31'],
    ['will my business grow next year', '2027-01-01', '2027-12-31'],
    ['agle saal videsh jaunga kya', '2027-01-01', '2027-12-31'],
    ['अगले साल शादी का योग है क्या', '2027-01-01', '2027-12-31'],
    ['अगले वर्ष व्यापार कैसा रहेगा', '2027-01-01', '2027-12-31'],
    ['how will my career be in the next 6 months', '2026-12-07', '2027-06-06'],
    ['agle 6 mahine me naukri lagegi kya', '2026-12-07', '2027-06-06'],
    ['अगले तीन महीने में पैसा आएगा क्या', '2026-12-07', '2027-03-06'],
    ['2 saal me ghar banega kya', '2026-12-07', '2028-12-06'],
    ['will i buy a house in 2028', '2028-01-01', '2028-12-31'],
    ['will i settle abroad by 2028', '2026-12-07', '2028-12-31'],
    ['2028 tak shaadi ho jayegi kya', '2026-12-07', '2028-12-31'],
    ['next month', '2027-01-01', '2027-01-31'],
    ['agle mahine griha pravesh ka muhurat', '2027-01-01', '2027-01-31'],
    ['this month', '2026-12-07', '2026-12-31'],
    ['इस महीने शुभ मुहूर्त कब है', '2026-12-07', '2026-12-31'],
    ['is next week good for launching my shop', '2026-12-14', '2026-12-20'],
    ['is hafte koi shubh din hai kya', '2026-12-07', '2026-12-13'],
    ['which date is good for engagement in march', '2027-03-01', '2027-03-31'],
    ['मार्च 2027 में सगाई', '2027-03-01', '2027-03-31'],
    ['is 15 january good for buying a car', '2027-01-15', '2027-01-15'],
    ['is today auspicious for signing a contract', '2026-12-07', '2026-12-07'],
    ['aaj ka din kaisa hai', '2026-12-07', '2026-12-07'],
    ['is friday auspicious for a haircut', '2026-12-11', '2026-12-11'],
    ['सोमवार को काम शुरू करूँ', '2026-12-07', '2026-12-07'],
  ])('%s: %s to %s', (text, start, end) => {
    expect(period(text)).toEqual({ start, end, kind: 'stated' });
  });

  it('reads "kal" as tomorrow, present tense included, and as yesterday in the past tense', () => {
    expect(period('kal interview hai din accha hai kya')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
    expect(period('कल का दिन कैसा रहेगा')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
    expect(period('kal jo jhagda hua tha uska kya asar hoga')).toMatchObject({ start: '2026-12-06', end: '2026-12-06' });
    expect(period('कल जो हुआ वह ठीक था क्या')).toMatchObject({ start: '2026-12-06', end: '2026-12-06' });
    expect(period('is tomorrow a good day')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
  });

  it('does not take "aaj kal" (these days) for today, nor "may" the verb for the month', () => {
    expect(period('aaj kal naukri me mann nahi lagta')).toMatchObject({ start: '2026-12-07', end: '2027-01-06', kind: 'stated' });
    expect(period('may i know about my future').kind).toBe('unstated');
    expect(period('will i marry in may')).toMatchObject({ start: '2027-05-01', end: '2027-05-31' });
  });
});

describe('an open or unstated period', () => {
  const horizonEnd = '2029-12-06';

  it(`looks ${OPEN_HORIZON_MONTHS} months ahead for "when", "kab" and "कब"`, () => {
    for (const text of ['when will i get married', 'meri shaadi kab hogi', 'मेरी नौकरी कब लगेगी']) {
      expect(period(text)).toEqual({ start: TODAY, end: horizonEnd, kind: 'open' });
    }
  });

  it('gives a question naming no period the same horizon, marked unstated', () => {
    expect(period('what does my chart say about me')).toEqual({ start: TODAY, end: horizonEnd, kind: 'unstated' });
  });

  it('lets a stated period win over "when"', () => {
    expect(period('when in the next 6 months will i get a job')).toMatchObject({ end: '2027-06-06', kind: 'stated' });
  });
});
