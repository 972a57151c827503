import type { DashaPeriod, Dashas } from '../../astro/dasha';
import { pratyantardashasOf, runningPeriods } from '../../astro/dasha';
import { localStamp } from '../../astro/civil-dates';
import type { DashaFacts, DashaSpan, PeriodFacts } from './types';

function span(p: DashaPeriod, zone: string): DashaSpan {
  return { lord: p.lord, start: localStamp(p.startMs, zone).date, end: localStamp(p.endMs, zone).date, startMs: Math.round(p.startMs), endMs: Math.round(p.endMs) };
}

/**
 * The Vimshottari periods running when the reading is judged (the start of the period, or for a
 * natal reading the moment it was asked), each with its true start and end, the changes inside it (to the
 * pratyantardasha), and the antardashas up to the end of the outlook for dated windows.
 * Null past the 120-year cycle.
 */
export function dashaFacts(dashas: Dashas, period: PeriodFacts): DashaFacts | null {
  const fromMs = period.kind === 'natal' ? period.askedMs : period.startMs;
  const running = runningPeriods(dashas, fromMs);
  if (!running) return null;
  const zone = period.timeZone;
  const mdIndex = dashas.mahadashas.indexOf(running.mahadasha);
  const inside = (ms: number) => ms > period.startMs && ms < period.endMs;
  const changes: DashaFacts['changes'] = [];
  const ahead: DashaFacts['ahead'] = [];
  for (const m of dashas.mahadashas.slice(mdIndex, mdIndex + 2)) {
    for (const a of m.antardashas) {
      if (inside(a.startMs)) {
        const level = a.startMs === m.startMs ? 'mahadasha' : 'antardasha';
        changes.push({ level, lord: level === 'mahadasha' ? m.lord : a.lord, mahadashaLord: m.lord, start: localStamp(a.startMs, zone).date, startMs: Math.round(a.startMs) });
      }
      if (a.endMs > fromMs && a.startMs < period.outlookEndMs) ahead.push({ ...span(a, zone), mahadashaLord: m.lord });
      // Pratyantardashas matter only to the short readings, whose periods are weeks long.
      if (period.days <= 31 && a.endMs > period.startMs && a.startMs < period.endMs) {
        for (const p of pratyantardashasOf(a)) {
          if (inside(p.startMs) && p.startMs !== a.startMs) changes.push({ level: 'pratyantardasha', lord: p.lord, mahadashaLord: m.lord, start: localStamp(p.startMs, zone).date, startMs: Math.round(p.startMs) });
        }
      }
    }
  }
  changes.sort((a, b) => a.startMs - b.startMs);
  return {
    mahadasha: span(running.mahadasha, zone),
    antardasha: span(running.antardasha, zone),
    pratyantardasha: span(running.pratyantardasha, zone),
    changes,
    sequence: dashas.mahadashas.slice(mdIndex, mdIndex + 3).map((m) => span(m, zone)),
    ahead,
  };
}
