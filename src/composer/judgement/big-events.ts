/**
 * The big events of a reading's window, which a reading must always tell when they fall inside it:
 * Saturn entering a sign that starts Sade Sati or moves it to its next phase, or ends it; Saturn
 * entering the 8th from the Moon (Ashtama Shani) or a kendra from it (Kantaka Shani, the 4th, 7th
 * and 10th: docs/decisions/024-saturn-from-the-moon-and-big-events.md); Jupiter returning to its natal sign; the
 * Rahu–Ketu axis changing sign; a mahadasha or antardasha beginning. Saturn's standing over the
 * Moon when the window opens (in Ashtama or Kantaka, or in Sade Sati) is told with them, so a
 * whole year under Ashtama Shani is never read without its name.
 *
 * Sade Sati is Saturn in the 12th, 1st and 2nd from the natal Moon (rising, peak, setting), as
 * src/astro/sade-sati.ts reckons it; Ashtama and Kantaka Shani are read from the Moon (Phaladeepika
 * ch. 26 on Saturn's gochara in the 4th, 7th, 8th and 10th).
 */
import type { ReadingFacts, StayFact } from '../facts/types';
import type { BigEvent, Block } from './plan';

const SADE_PHASE: Record<number, 'rising' | 'peak' | 'setting'> = { 12: 'rising', 1: 'peak', 2: 'setting' };
const KANTAKA = [4, 7, 10];

/** Saturn's standing over the Moon in a house from it, if it has a name. */
function saturnState(house: number): Extract<BigEvent, { key: 'saturn-now' }>['state'] | null {
  if (SADE_PHASE[house]) return 'sade-sati';
  if (house === 8) return 'ashtama';
  if (KANTAKA.includes(house)) return 'kantaka';
  return null;
}

function saturnEntry(s: StayFact, previous: StayFact | undefined): Exclude<BigEvent, { key: 'saturn-now' }> | null {
  const date = s.entered!.date;
  const h = s.houseFromMoon;
  const phase = SADE_PHASE[h];
  if (phase) return { key: 'sade-sati', phase, date, sign: s.sign, returning: s.returning };
  // Leaving the 2nd from the Moon forward ends Sade Sati.
  if (h === 3 && previous?.houseFromMoon === 2 && !s.enteredRetrograde) return { key: 'sade-sati', phase: 'end', date, sign: s.sign, returning: s.returning };
  if (h === 8) return { key: 'ashtama-shani', date, sign: s.sign, returning: s.returning };
  if (KANTAKA.includes(h)) return { key: 'kantaka-shani', house: h as 4 | 7 | 10, date, sign: s.sign, returning: s.returning };
  return null;
}

/** The big events from `fromMs` (inclusive) to `toMs` (exclusive), in date order, with Saturn's standing at `fromMs` first. */
export function bigEvents(f: ReadingFacts, fromMs: number, toMs: number): BigEvent[] {
  const inside = (ms: number | undefined) => ms !== undefined && ms >= fromMs && ms < toMs;
  const out: Array<Exclude<BigEvent, { key: 'saturn-now' }>> = [];
  const saturn = f.sky.stays.Saturn ?? [];
  saturn.forEach((s, i) => {
    if (!inside(s.entered?.atMs)) return;
    const e = saturnEntry(s, saturn[i - 1]);
    if (e) out.push(e);
  });
  const natalJupiter = f.natal.grahas.Jupiter.sign;
  for (const s of f.sky.stays.Jupiter ?? []) {
    if (s.sign === natalJupiter && inside(s.entered?.atMs)) out.push({ key: 'jupiter-return', date: s.entered!.date, sign: s.sign, returning: s.returning });
  }
  for (const s of f.sky.stays.Rahu ?? []) {
    if (inside(s.entered?.atMs)) out.push({ key: 'node-axis', date: s.entered!.date, rahuSign: s.sign, ketuSign: (s.sign + 6) % 12 });
  }
  const dashas = f.period.kind === 'natal'
    // A mahadasha opens with its lord's own antardasha.
    ? (f.dasha?.ahead ?? []).map((a) => ({ level: a.lord === a.mahadashaLord ? 'mahadasha' as const : 'antardasha' as const, lord: a.lord, start: a.start, startMs: a.startMs }))
    : (f.dasha?.changes ?? []).filter((c) => c.level !== 'pratyantardasha').map((c) => ({ level: c.level as 'mahadasha' | 'antardasha', lord: c.lord, start: c.start, startMs: c.startMs }));
  for (const d of dashas) {
    if (!inside(d.startMs)) continue;
    out.push({ key: 'dasha-change', level: d.level, lord: d.lord, date: d.start });
  }
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const now = f.sky.start.Saturn;
  const state = saturnState(now.houseFromMoon);
  if (!state) return out;
  const stay = saturn.find((s) => s.sign === now.sign && !inside(s.entered?.atMs));
  // Its end is dated only when no Saturn event below dates Saturn's next step.
  const nextTold = out.some((e) => e.key === 'sade-sati' || e.key === 'ashtama-shani' || e.key === 'kantaka-shani');
  const until = stay?.left && stay.left.atMs < toMs && !nextTold ? stay.left.date : null;
  return [{ key: 'saturn-now', state, house: now.houseFromMoon, sign: now.sign, until }, ...out];
}

/** The block that tells them (those the reading keeps), or null when the window holds none. */
export function bigEventsBlock(f: ReadingFacts, fromMs: number, toMs: number, keep: (e: BigEvent) => boolean = () => true): Block | null {
  const events = bigEvents(f, fromMs, toMs).filter(keep);
  return events.length ? { kind: 'big-events', events } : null;
}
