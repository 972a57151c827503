/**
 * The doshas card's sentences, from the view's keys and numbers, in one language: why a Mangal
 * dosha is cancelled, why a debility is, and the remedies as lines to read. Kept out of the
 * components so that both languages can be checked without a browser.
 */
import { SIGNS } from '../../../astro/zodiac';
import type { DoshasView, RemediesView, WeekdayIndex } from '../../../shared/doshas-view';
import type { Language } from '../../../shared/profile';
import { astroText } from '../../i18n/astro';
import { doshasText } from '../../i18n/doshas';
import { names, spoken } from './names';

type Debility = DoshasView['debilities'][number];

/** The words the card needs in one language. */
export function doshaWords(language: Language) {
  const t = doshasText[language];
  const n = names(language);
  /** 'Surya (Sun)' in English, 'सूर्य' in Hindi. */
  const graha = (key: string) => spoken(n.graha(key));
  /** 'Meena (Pisces)' in English, 'मीन' in Hindi. */
  const sign = (index: number) => {
    const named = SIGNS[index];
    return named ? spoken(n.sign(named)) : String(index);
  };
  const weekday = (day: WeekdayIndex) => t.remedies.weekdays[day];
  // 'a, b and c': by hand, as ICU's Hindi puts a comma before और that Hindi writing does not.
  const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${t.and}${items[items.length - 1]}`);
  return { t, graha, sign, weekday, list };
}

export type DoshaWords = ReturnType<typeof doshaWords>;

/** Why a present Mangal dosha is cancelled, one clause a reason. */
export function mangalReasons(mangal: DoshasView['mangal'], signs: { lagna: number; mars: number }, w: DoshaWords): string[] {
  const r = w.t.mangal.reasons;
  return mangal.reasons.map((reason) => {
    switch (reason) {
      case 'own-sign': return r.ownSign;
      case 'exalted': return r.exalted;
      case 'jupiter-conjunct': return r.jupiterConjunct;
      case 'jupiter-aspect': return r.jupiterAspect;
      case 'moon-conjunct': return r.moonConjunct;
      case 'lagna-leo-aquarius': return r.lagnaLeoAquarius(w.sign(signs.lagna));
      case 'mars-yogakaraka': return r.yogakaraka(w.sign(signs.lagna));
      default: {
        const reference = reason.slice('house-sign:'.length) as keyof typeof mangal.houses;
        return r.houseSign(mangal.houses[reference], w.t.mangal.from[reference], w.sign(signs.mars));
      }
    }
  });
}

/** The rules of neecha-bhanga that cancel a debility, one clause a rule. */
export function cancellationReasons(d: Debility, w: DoshaWords): string[] {
  const r = w.t.debility.rules;
  const graha = w.graha(d.graha);
  return d.cancellations.map((rule) => {
    switch (rule) {
      case 'debilitation-lord-in-kendra': return r.dispositorInKendra(w.graha(d.dispositor), w.sign(d.sign));
      case 'exaltation-lord-in-kendra': return r.exaltationLordInKendra(w.graha(d.exaltationLord), graha);
      case 'planet-exalted-there-in-kendra': return r.exaltedThereInKendra(w.graha(d.exaltedThere ?? d.dispositor), w.sign(d.sign));
      case 'dispositor-joins-or-aspects': return r.dispositorJoinsOrAspects(w.graha(d.dispositor), graha);
      case 'exalted-in-navamsa': return r.exaltedInNavamsa(graha);
    }
  });
}

export type RemedyLines = { mantras: Array<{ text: string; how: string }>; charity: string; fast: string };

/** The remedies as the card lists them: each mantra with how often, the charity and the fast. */
export function remedyLines(remedies: RemediesView, language: Language, w: DoshaWords): RemedyLines {
  const r = w.t.remedies;
  const mantras = remedies.mantras.map((m) => {
    const text = m.key === 'beej' ? (Object.hasOwn(r.beej, m.graha) ? r.beej[m.graha as keyof typeof r.beej] : m.graha) : r.mantras[m.key];
    const when = m.day === null ? r.everyDay : r.onDay(w.weekday(m.day));
    const how = [r.times(m.count), when, m.total === null ? null : r.total(m.total.toLocaleString('en-IN'))].filter(Boolean).join(', ');
    return { text, how };
  });
  const day = w.weekday(remedies.day);
  const items = w.list(remedies.charity.map((key) => r.charityItems[key]));
  const observance = remedies.observance && astroText[language].observance[remedies.observance];
  return {
    mantras,
    charity: r.given(items, day),
    fast: [r.fastOn(day), observance && r.alsoOn(observance)].filter(Boolean).join(' '),
  };
}
