// A muhurta window sent on WhatsApp: the event, the date, the time and the city in the sharer's
// language, and the public page with the year's muhurtas for that event and city, which a friend
// can open without an account.
import type { Language } from '../../../shared/profile';
import { publicPathIn } from '../../../shared/public-path';
import { muhurtaText } from '../../i18n/muhurta';
import { formatCalendarDate } from '../../lib/format';
import { rangeOnDay } from '../../lib/panchang-time';
import type { MuhurtaResult, MuhurtaWindowView } from './muhurta-api';

/** The public yearly list of an event in a city, in the language's own path. */
export function publicListUrl(origin: string, language: Language, purpose: MuhurtaResult['purpose'], year: string, citySlug: string) {
  return `${origin}${publicPathIn(language, `/muhurta/${purpose}/${year}/${citySlug}`)}`;
}

export function muhurtaShareText(
  language: Language,
  result: Pick<MuhurtaResult, 'purpose' | 'citySlug'> & { place: { label: string } },
  w: MuhurtaWindowView,
  origin: string = window.location.origin,
): string {
  const t = muhurtaText[language];
  const line = t.share.text(t.purposes[result.purpose], formatCalendarDate(w.day, language), rangeOnDay(w, w.day, language, t.onDate), result.place.label, t.grades[w.grade]);
  if (!result.citySlug) return line;
  const year = w.day.slice(0, 4);
  return `${line}\n\n${t.share.year(Number(year))}\n${publicListUrl(origin, language, result.purpose, year, result.citySlug)}`;
}

/**
 * The PDF of one month of a search (the part of it inside the searched range), in `language`. A
 * saved personal result (it has an id) is asked for by its id: the server keeps what it found.
 */
export function monthPdfUrl(language: Language, result: Pick<MuhurtaResult, 'purpose' | 'from' | 'to'> & { id?: string; place: { label: string; latitude: number; longitude: number } }, month: string) {
  if (result.id) return `/api/muhurta/personal/${encodeURIComponent(result.id)}/pdf?${new URLSearchParams({ month, lang: language })}`;
  const [year, m] = month.split('-').map(Number);
  const last = `${month}-${String(new Date(Date.UTC(year!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
  const from = result.from > `${month}-01` ? result.from : `${month}-01`;
  const to = result.to < last ? result.to : last;
  const query = new URLSearchParams({ purpose: result.purpose, from, to, lat: String(result.place.latitude), lon: String(result.place.longitude), place: result.place.label, lang: language });
  return `/api/muhurta/pdf?${query}`;
}
