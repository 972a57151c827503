/**
 * The doshas of a birth chart at an instant, each with the facts that found it and, when it holds,
 * its classical remedies: Mangal dosha, Kaal Sarp, Sade Sati and Dhaiya, and grahas debilitated
 * with no cancellation (neecha-bhanga). A dosha that is cancelled, absent or still ahead carries no
 * remedies: there is nothing to remedy.
 */
import { bodyOf } from './chart';
import type { Chart } from './chart';
import { mangalDosha, type MangalDosha } from './doshas';
import { PLANETS } from './ephemeris';
import type { Planet } from './ephemeris';
import { kaalSarp, type KaalSarp } from './kaal-sarp';
import { grahaRemedies, kaalSarpRemedies, mangalRemedies, shaniRemedies, type Remedies } from './remedies';
import { saturnFromMoon, type SaturnFromMoon } from './sade-sati';
import { exaltationSignOf, neechaBhanga, type NeechaBhangaRule } from './strength';
import { SIGN_LORDS } from './zodiac';

export interface Debility {
  graha: Planet;
  sign: number;
  /** Whole-sign house from the lagna. */
  house: number;
  /** The rules of neecha-bhanga that hold; empty when the debility stands. */
  cancellations: NeechaBhangaRule[];
  /** The lord of the sign of debility. */
  dispositor: Planet;
  /** The lord of the sign where the graha is exalted. */
  exaltationLord: Planet;
  /** The graha exalted in the sign of debility, if any. */
  exaltedThere: Planet | null;
  remedies: Remedies | null;
}

export interface ChartDoshas {
  mangal: MangalDosha & { remedies: Remedies | null };
  kaalSarp: KaalSarp & { remedies: Remedies | null };
  sadeSati: SaturnFromMoon['sadeSati'] & { moonSign: number; remedies: Remedies | null };
  dhaiya: (NonNullable<SaturnFromMoon['dhaiya']> & { remedies: Remedies }) | null;
  /** Every debilitated graha, cancelled or not, in the engine's graha order. */
  debilities: Debility[];
}

function debilityOf(chart: Chart, graha: Planet): Debility {
  const body = bodyOf(chart, graha);
  const cancellations = neechaBhanga(chart, graha);
  const exaltation = exaltationSignOf(graha);
  return {
    graha, sign: body.sign, house: body.house, cancellations,
    dispositor: SIGN_LORDS[body.sign]!,
    exaltationLord: SIGN_LORDS[exaltation]!,
    exaltedThere: PLANETS.find((p) => exaltationSignOf(p) === body.sign) ?? null,
    remedies: cancellations.length === 0 ? grahaRemedies(graha) : null,
  };
}

export function chartDoshas(chart: Chart, nowMs: number): ChartDoshas {
  const mangal = mangalDosha(chart);
  const serpent = kaalSarp(chart);
  const moonSign = bodyOf(chart, 'Moon').sign;
  const saturn = saturnFromMoon(moonSign, nowMs, chart.input);
  return {
    mangal: { ...mangal, remedies: mangal.present && !mangal.cancelled ? mangalRemedies() : null },
    kaalSarp: { ...serpent, remedies: serpent.status === 'none' ? null : kaalSarpRemedies() },
    sadeSati: { ...saturn.sadeSati, moonSign, remedies: saturn.sadeSati.spell?.current ? shaniRemedies() : null },
    dhaiya: saturn.dhaiya && { ...saturn.dhaiya, remedies: shaniRemedies() },
    debilities: PLANETS.filter((p) => bodyOf(chart, p).dignity === 'debilitated').map((p) => debilityOf(chart, p)),
  };
}
