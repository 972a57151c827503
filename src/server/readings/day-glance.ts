/**
 * The dashboard's daily card: the composer's judgement of the reader's day, cut down to its
 * numbers and times (the daily reading's own plan, so the card and a daily read the same day agree).
 */
import type { DayGlanceView } from '../../shared/day-glance';
import type { Language, ProfileView } from '../../shared/profile';
import { judgeDay } from '../../composer';
import { birthChartOf } from '../charts/chart-service';
import { readerOf } from '../residence/reader';

export function dayGlanceFor(profile: ProfileView, now: Date, language: Language): DayGlanceView {
  return judgeDay({ profile, birth: birthChartOf(profile), reader: readerOf(profile), now }).glance(language);
}
