// The reasons and cuts of a muhurta window, worded in the interface language from the keys the API
// sends; the Indian names from the astro catalogue.
import type { Language } from '../../../shared/profile';
import { astroText } from '../../i18n/astro';
import { astroName } from '../../i18n/astro-names';
import { muhurtaText } from '../../i18n/muhurta';
import type { MuhurtaWindowView } from './muhurta-api';

type Purpose = keyof (typeof muhurtaText)['en']['purposes'];
type Why = MuhurtaWindowView['why'][number];
type Cut = MuhurtaWindowView['avoided'][number];

/** The engine's weekday (0 Sunday) by the vara names the astro catalogue is keyed by. */
const VARAS = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'];

export function muhurtaWords(language: Language) {
  const t = muhurtaText[language];
  const a = astroText[language];
  const signs = Object.values(a.sign);
  const nakshatras = Object.values(a.nakshatra);
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} ${t.and} ${items.at(-1)}` : (items[0] ?? ''));
  const tithi = (w: MuhurtaWindowView) =>
    w.tithi.number % 15 === 0 ? astroName(a.tithi, w.tithi.name) : `${astroName(a.paksha, w.tithi.paksha)} ${astroName(a.tithi, w.tithi.name)}`;
  const nakshatra = (w: MuhurtaWindowView) => astroName(a.nakshatra, w.nakshatra.name);
  const yoga = (w: MuhurtaWindowView) => astroName(a.yoga, w.yoga.name);
  const sign = (index: number) => signs[index] ?? String(index);
  const vara = (weekday: number) => {
    const name = VARAS[weekday] ?? '';
    return language === 'en' ? name : astroName(a.vara, name);
  };

  const reason = (w: MuhurtaWindowView, purpose: Purpose, why: Why): string => {
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
      case 'tara': return r.tara(nakshatra(w), t.tara(why.tara), nakshatras[why.birthNakshatra] ?? '');
      case 'chandra': return r.chandra(why.houses.map(t.house).join(` ${t.then} `), sign(why.birthSign));
    }
  };

  const cut = (c: Cut): string => {
    if (c.kind === 'choghadiya') return t.cuts.choghadiya(astroName(a.choghadiya, c.name ?? ''));
    if (c.kind === 'rahu-kaal' || c.kind === 'yamaganda' || c.kind === 'gulika-kaal' || c.kind === 'bhadra') return t.cuts[c.kind];
    return t.blackouts[c.kind];
  };

  return { tithi, nakshatra, yoga, sign, vara, reason, cut, blackout: (kind: keyof typeof t.blackouts) => t.blackouts[kind] };
}

export type MuhurtaWords = ReturnType<typeof muhurtaWords>;
