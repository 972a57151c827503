// The reasons and cuts of a muhurta window, worded in a language from the keys the engine and the
// API give, with the Indian names from the almanac's tables. One wording for the signed-in page
// (which passes its loaded catalogues) and the server's public muhurta pages.
import type { MuhurtaCut, MuhurtaReason } from '../astro/muhurta';
import type { MuhurtaEvent } from '../astro/muhurta-rules';
import type { almanacEn } from './astro-names/almanac-en';
import { astroName } from './astro-names/astro-name';
import type { muhurtaWordsEn } from './muhurta-words-en';
import type { Language } from './profile';
import type { Translation } from './translation';

/** What a window's wording reads of it. */
export type WindowLimbs = {
  tithi: { number: number; name: string; paksha: string };
  nakshatra: { name: string };
  yoga: { name: string };
  karanas: readonly string[];
  lagna?: number;
};

/** The engine's weekday (0 Sunday) by the vara names the almanac tables are keyed by. */
const VARAS = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'];

export function muhurtaPhrases(language: Language, t: Translation<typeof muhurtaWordsEn>, a: Translation<typeof almanacEn>) {
  const signs = Object.values(a.sign);
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ${t.and} ${items.at(-1)}` : (items[0] ?? ''));
  const tithi = (w: WindowLimbs) =>
    w.tithi.number % 15 === 0 ? astroName(a.tithi, w.tithi.name) : `${astroName(a.paksha, w.tithi.paksha)} ${astroName(a.tithi, w.tithi.name)}`;
  const nakshatra = (w: WindowLimbs) => astroName(a.nakshatra, w.nakshatra.name);
  const yoga = (w: WindowLimbs) => astroName(a.yoga, w.yoga.name);
  const sign = (index: number) => signs[index] ?? String(index);
  const vara = (weekday: number) => {
    const name = VARAS[weekday] ?? '';
    return language === 'en' ? name : astroName(a.vara, name);
  };

  const reason = (w: WindowLimbs, purpose: MuhurtaEvent, why: MuhurtaReason): string => {
    const r = t.reasons;
    const forWhat = t.purposeFor[purpose];
    switch (why.key) {
      case 'tithi': return r.tithi(tithi(w), forWhat);
      case 'nakshatra': return r.nakshatra(nakshatra(w), forWhat);
      case 'weekday': return r.weekday(vara(why.weekday), why.preferred);
      case 'yoga-karana': return r.yogaKarana(yoga(w), w.karanas.map((k) => astroName(a.karana, k)).join(', '));
      case 'clear-of': return why.blackouts.length ? r.clearOf(list(why.blackouts.map((b) => t.blackouts[b]))) : r.noBlackout;
      case 'waxing': return r.waxing;
      case 'choghadiya': return r.choghadiya;
      case 'lagna': return why.rule === 'vivah' ? r.lagnaVivah(sign(why.sign)) : r.lagnaHome(sign(why.sign));
      case 'benefics': return r.benefics(list(why.grahas.map((g) => astroName(a.graha, g))));
      case 'tara': return r.tara(list(why.people.map((p) => r.taraOf(p.person, t.tara(p.tara)))));
      case 'chandra': return r.chandra(list(why.people.map((p) => r.chandraOf(p.person, p.houses.map(t.house).join(` ${t.then} `), sign(p.birthSign)))));
      case 'guru-bala': return r.guruBala(why.person, why.houses.map(t.house).join(` ${t.then} `), why.puja);
      case 'surya-bala': return r.suryaBala(why.person, why.houses.map(t.house).join(` ${t.then} `), why.puja);
    }
  };

  const cut = (c: Pick<MuhurtaCut, 'kind' | 'name'>): string => {
    if (c.kind === 'choghadiya') return t.cuts.choghadiya(astroName(a.choghadiya, c.name ?? ''));
    if (c.kind === 'rahu-kaal' || c.kind === 'yamaganda' || c.kind === 'gulika-kaal' || c.kind === 'bhadra') return t.cuts[c.kind];
    return t.blackouts[c.kind];
  };

  /** The window's limbs on one line: tithi · nakshatra · yoga[ · lagna]. */
  const limbs = (w: WindowLimbs) => [tithi(w), nakshatra(w), t.yoga(yoga(w)), w.lagna === undefined ? '' : t.lagna(sign(w.lagna))].filter(Boolean).join(' · ');

  return { tithi, nakshatra, yoga, sign, vara, limbs, reason, cut, blackout: (kind: keyof typeof t.blackouts) => t.blackouts[kind] };
}

export type MuhurtaPhrases = ReturnType<typeof muhurtaPhrases>;
