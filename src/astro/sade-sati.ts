/**
 * Saturn's long stays counted from the natal Moon sign, with real dates: Sade Sati (Saturn in the
 * 12th, 1st and 2nd signs from the Moon, about seven and a half years) and Dhaiya (Saturn in the 4th,
 * Kantaka Shani, or the 8th, Ashtama Shani, about two and a half years each).
 *
 * Saturn's retrograde loops carry it back and forth across a sign edge, so a spell is reckoned the
 * way almanacs date it: from Saturn's first entry into its first sign to its final exit from its
 * last, and a step back out of the spell's signs in between is a pause within it, not an end. The
 * instants are the ingresses `transitStays` finds, re-entries included.
 */
import { ALMANAC_SKY, type SkyBasis } from './transit-events';
import { transitStays, type TransitStay } from './transit-stays';
import { sadeSatiFor, type SadeSatiPhase } from './transits';
import { houseFrom } from './zodiac';

const YEAR_MS = 365.25 * 86_400_000;
/**
 * How far to look back and ahead of today: a Sade Sati with its loops lasts at most about eight and
 * a half years, and after one ends Saturn needs about twenty-two years to reach the 12th from the
 * Moon again, and up to eight more to finish the next one.
 */
const LOOK_BACK_YEARS = 10;
const LOOK_AHEAD_YEARS = 33;

export interface SpellStay {
  sign: number;
  /** Whole-sign house of this sign counted from the natal Moon. */
  houseFromMoon: number;
  enteredMs: number;
  leftMs: number;
  /** Saturn came back into this sign after a retrograde step out of it. */
  returning: boolean;
  /** A stay outside the spell's signs, between two inside them. */
  pause: boolean;
}

export interface SaturnSpell {
  /** Saturn's first entry into the spell's signs. */
  startMs: number;
  /** Saturn's final exit from them. */
  endMs: number;
  /** Every stay from start to end in time order, pauses included. */
  stays: SpellStay[];
}

export interface PhaseSpan {
  phase: SadeSatiPhase;
  sign: number;
  /** First entry into the phase's sign within the Sade Sati. */
  startMs: number;
  /** Final exit from it; phases overlap when a retrograde loop crosses back. */
  endMs: number;
}

export interface SadeSatiSpell extends SaturnSpell {
  /** Today falls within it (Saturn in its signs, or paused between them). */
  current: boolean;
  phases: PhaseSpan[];
}

export interface SaturnFromMoon {
  sadeSati: {
    /** Saturn in the 12th, 1st or 2nd sign from the Moon at this instant. */
    running: boolean;
    phase: SadeSatiPhase | null;
    /** The Sade Sati today falls in, else the next one. */
    spell: SadeSatiSpell | null;
  };
  /** The Dhaiya today falls in, if any: Saturn in the 4th or the 8th from the Moon. */
  dhaiya: (SaturnSpell & { house: 4 | 8 }) | null;
}

type KnownStay = TransitStay & { enteredMs: number; leftMs: number };
const isKnown = (s: TransitStay): s is KnownStay => s.enteredMs !== null && s.leftMs !== null;

/**
 * The spells in a run of stays: stays in `signs`, joined when at most one stay elsewhere (a
 * retrograde step back or forward) separates them. A full round of the zodiac takes Saturn nearly
 * thirty years, so two stays inside with only one outside between them belong to the same spell.
 */
function spellsIn(stays: readonly KnownStay[], signs: readonly number[], moonSign: number): SaturnSpell[] {
  const inside = stays.flatMap((s, i) => (signs.includes(s.sign) ? [i] : []));
  const groups: number[][] = [];
  for (const i of inside) {
    const group = groups[groups.length - 1];
    if (group && i - group[group.length - 1]! <= 2) group.push(i);
    else groups.push([i]);
  }
  return groups.map((group) => {
    const run = stays.slice(group[0], group[group.length - 1]! + 1);
    return {
      startMs: run[0]!.enteredMs,
      endMs: run[run.length - 1]!.leftMs,
      stays: run.map((s) => ({
        sign: s.sign, houseFromMoon: houseFrom(s.sign, moonSign), enteredMs: s.enteredMs, leftMs: s.leftMs,
        returning: s.returning, pause: !signs.includes(s.sign),
      })),
    };
  });
}

const PHASE_HOUSES: ReadonlyArray<[SadeSatiPhase, number]> = [['rising', 12], ['peak', 1], ['setting', 2]];

function phasesOf(spell: SaturnSpell): PhaseSpan[] {
  return PHASE_HOUSES.flatMap(([phase, house]) => {
    const stays = spell.stays.filter((s) => s.houseFromMoon === house);
    if (stays.length === 0) return [];
    return [{ phase, sign: stays[0]!.sign, startMs: stays[0]!.enteredMs, endMs: stays[stays.length - 1]!.leftMs }];
  });
}

const sign = (moonSign: number, house: number) => (moonSign + house - 1) % 12;

/** Sade Sati and Dhaiya for a natal Moon sign at an instant, with Saturn's dates in the chart's zodiac. */
export function saturnFromMoon(moonSign: number, nowMs: number, basis: SkyBasis = ALMANAC_SKY): SaturnFromMoon {
  const stays = transitStays('Saturn', nowMs - LOOK_BACK_YEARS * YEAR_MS, nowMs + LOOK_AHEAD_YEARS * YEAR_MS, basis).filter(isKnown);
  const holding = stays.find((s) => s.enteredMs <= nowMs && nowMs < s.leftMs);
  const { running, phase } = holding ? sadeSatiFor(holding.sign, moonSign) : { running: false, phase: null };
  const containsNow = (s: SaturnSpell) => s.startMs <= nowMs && nowMs < s.endMs;

  const sadeSatiSpells = spellsIn(stays, PHASE_HOUSES.map(([, house]) => sign(moonSign, house)), moonSign);
  const spell = sadeSatiSpells.find(containsNow) ?? sadeSatiSpells.find((s) => s.startMs > nowMs) ?? null;

  const dhaiya = ([4, 8] as const).flatMap((house) =>
    spellsIn(stays, [sign(moonSign, house)], moonSign).filter(containsNow).map((s) => ({ ...s, house })),
  )[0] ?? null;

  return {
    sadeSati: { running, phase, spell: spell && { ...spell, current: containsNow(spell), phases: phasesOf(spell) } },
    dhaiya,
  };
}
