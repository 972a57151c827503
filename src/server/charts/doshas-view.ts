import type { Chart } from '../../astro/chart';
import { chartDoshas } from '../../astro/chart-doshas';
import { formatLocalDate } from '../../astro/local-time';
import type { SpellStay } from '../../astro/sade-sati';
import type { DoshasView, SaturnStayView } from '../../shared/doshas-view';

/**
 * The doshas card's view of a chart today: the engine's findings with Saturn's instants as dates in
 * the birth place's calendar, like the dashas. Assigning the engine's keys to the view's lists is
 * what makes this stop compiling when the engine gains one the page cannot name.
 */
export function doshasView(chart: Chart, now: Date, zone: string): DoshasView {
  const d = chartDoshas(chart, now.getTime());
  const date = (ms: number) => formatLocalDate(ms, zone);
  const stay = (s: SpellStay): SaturnStayView => ({
    sign: s.sign, houseFromMoon: s.houseFromMoon, start: date(s.enteredMs), end: date(s.leftMs), returning: s.returning, pause: s.pause,
  });
  const { spell } = d.sadeSati;
  return {
    mangal: {
      present: d.mangal.present, cancelled: d.mangal.cancelled, from: d.mangal.from, houses: d.mangal.houses,
      reasons: d.mangal.reasons, borderline: d.mangal.borderline, remedies: d.mangal.remedies,
    },
    kaalSarp: d.kaalSarp,
    sadeSati: {
      moonSign: d.sadeSati.moonSign,
      running: d.sadeSati.running,
      phase: d.sadeSati.phase,
      spell: spell && {
        current: spell.current,
        start: date(spell.startMs),
        end: date(spell.endMs),
        phases: spell.phases.map((p) => ({ phase: p.phase, sign: p.sign, start: date(p.startMs), end: date(p.endMs) })),
        stays: spell.stays.map(stay),
      },
      remedies: d.sadeSati.remedies,
    },
    dhaiya: d.dhaiya && { house: d.dhaiya.house, start: date(d.dhaiya.startMs), end: date(d.dhaiya.endMs), stays: d.dhaiya.stays.map(stay), remedies: d.dhaiya.remedies },
    debilities: d.debilities,
  };
}
