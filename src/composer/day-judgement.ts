/**
 * The day's judgement for the pages that show it without a reading: the chart page's do and don't
 * and the dashboard's daily card. Both are cut from the daily reading's own plan (the same facts,
 * the same seed), so the card, the chart page and a daily read the same day give the same scores,
 * windows, disha shool and advice.
 */
import type { DayAdviceKey } from '../shared/chart-view';
import type { DayGlanceView } from '../shared/day-glance';
import type { Language } from '../shared/profile';
import { readingSeed } from './compose-reading';
import { buildReadingFacts } from './facts/build-facts';
import type { ReadingFactsInput } from './facts/build-facts';
import { planDaily } from './judgement/daily';
import type { AreaVerdict, Block } from './judgement/plan';
import { areaLineEn } from './wording/en/day-areas';
import { Names } from './wording/en/names';
import { areaLineHi } from './wording/hi/day-areas';
import { Pen } from './wording/pen';
import { areaLineTa } from './wording/ta/day-areas';
import { areaLineTe } from './wording/te/day-areas';

/**
 * The writer of an area's reason on the daily card, in each language's own wording layer; one per
 * card, so the English names gloss a term once across the four areas.
 */
const AREA_LINE: Record<Language, () => (a: AreaVerdict, pen: Pen) => string> = {
  en: () => {
    const names = new Names();
    return (a, pen) => areaLineEn(a, names, pen);
  },
  hi: () => areaLineHi,
  ta: () => areaLineTa,
  te: () => areaLineTe,
};

export interface DayJudgement {
  /** The reader's civil day that was judged, 'YYYY-MM-DD'. */
  day: string;
  /** What the day favours and what it holds back, as keys the pages have labels for. */
  advice: { favour: DayAdviceKey[]; avoid: DayAdviceKey[] };
  /** The daily card: the day's score, the four life areas with a reason each, and its times. */
  glance: (language: Language) => DayGlanceView;
}

export type DayJudgementInput = Pick<ReadingFactsInput, 'profile' | 'birth' | 'reader' | 'now'>;

export function judgeDay(input: DayJudgementInput): DayJudgement {
  const facts = buildReadingFacts({ ...input, readingType: 'daily' });
  const plan = planDaily(facts);
  const find = <K extends Block['kind']>(kind: K) => plan.blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind);
  const advice = find('day-advice');
  return {
    day: facts.period.start,
    // The advice's keys are typed with the pages' own list, so this stops compiling when the
    // composer gains a key the pages have no label for.
    advice: { favour: advice?.favour ?? [], avoid: advice?.avoid ?? [] },
    glance: (language) => {
      const areas = find('day-areas')!;
      const times = find('day-times')!;
      // Seeded like the reading, so the card's wording is stable through the day.
      const pen = new Pen(readingSeed(facts));
      const areaLine = AREA_LINE[language]();
      return {
        date: facts.days[0]!.date,
        place: times.place,
        dayScore: areas.dayScore,
        areas: areas.areas.map((a) => ({ area: a.area, score: a.score, reason: areaLine(a, pen) })),
        choghadiya: times.choghadiya,
        pastLeftOut: times.pastLeftOut,
        askedAt: times.askedAt,
        dishaShool: times.dishaShool,
        sunrise: times.sunrise,
        sunset: times.sunset,
        moonrise: times.moonrise,
      };
    },
  };
}
