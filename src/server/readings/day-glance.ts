/**
 * The dashboard's daily card: the daily reading's own plan for today, cut down to its numbers and
 * times. It is built by planDaily, as the reading is, so the card and a daily read the same day
 * give the same scores, windows and disha shool.
 */
import type { DayGlanceView } from '../../shared/day-glance';
import type { Language, ProfileView } from '../../shared/profile';
import { birthChartOf } from '../charts/chart-service';
import { buildReadingFacts } from './composer/facts/build-facts';
import { planDaily } from './composer/judgement/daily';
import type { Block } from './composer/judgement/plan';
import { areaLineEn } from './composer/wording/en/day-areas';
import { Names } from './composer/wording/en/names';
import { areaLineHi } from './composer/wording/hi/day-areas';
import { Pen } from './composer/wording/pen';
import { readingSeed } from './composer/compose-reading';

export function dayGlanceFor(profile: ProfileView, now: Date, language: Language): DayGlanceView {
  const facts = buildReadingFacts({ profile, birth: birthChartOf(profile), readingType: 'daily', now });
  const plan = planDaily(facts);
  const find = <K extends Block['kind']>(kind: K) => plan.blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind)!;
  const areas = find('day-areas');
  const times = find('day-times');
  const names = new Names();
  // Seeded like the reading, so the card's wording is stable through the day.
  const pen = new Pen(readingSeed(facts));
  return {
    date: facts.days[0]!.date,
    place: times.place,
    dayScore: areas.dayScore,
    areas: areas.areas.map((a) => ({ area: a.area, score: a.score, reason: language === 'hi' ? areaLineHi(a, pen) : areaLineEn(a, names, pen) })),
    choghadiya: times.choghadiya,
    pastLeftOut: times.pastLeftOut,
    askedAt: times.askedAt,
    dishaShool: times.dishaShool,
    sunrise: times.sunrise,
    sunset: times.sunset,
    moonrise: times.moonrise,
  };
}
