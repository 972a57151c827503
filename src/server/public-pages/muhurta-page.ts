/**
 * /muhurta/{event}/{year}/{city}: the almanac's general muhurtas of a year for one event in a city,
 * each window with its date, start and end in the city's zone, its grade and why it qualifies, and
 * the year's blackouts. The windows are the signed-in finder's (muhurta/muhurta-service.ts) without
 * the personal filter, worded from the same catalogue (shared/muhurta-phrases.ts).
 */
import { MUHURTA_EVENTS, type MuhurtaEvent } from '../../astro/muhurta-rules';
import { almanacNames } from '../../shared/astro-names/observance-name';
import { muhurtaPhrases } from '../../shared/muhurta-phrases';
import { muhurtaWordsEn } from '../../shared/muhurta-words-en';
import { muhurtaWordsHi } from '../../shared/muhurta-words-hi';
import { muhurtaWordsTa } from '../../shared/muhurta-words-ta';
import { muhurtaWordsTe } from '../../shared/muhurta-words-te';
import type { Language } from '../../shared/profile';
import { muhurtasFor, type MuhurtaWindowView } from '../muhurta/muhurta-service';
import { festivalsPath } from './festivals-page';
import { html, pathIn, renderPage, signInReturning } from './page-frame';
import { clock, weekdayDate } from './local-times';
import type { CityPage } from './panchang-page';
import { publicWords } from './public-words';

const muhurtaWords = { en: muhurtaWordsEn, hi: muhurtaWordsHi, ta: muhurtaWordsTa, te: muhurtaWordsTe } as const;

export const isMuhurtaEvent = (text: string): text is MuhurtaEvent => (MUHURTA_EVENTS as readonly string[]).includes(text);

/** The English path of a year's muhurtas for an event in a city. */
export const muhurtaPath = (event: MuhurtaEvent, year: number, slug: string) => `/muhurta/${event}/${year}/${slug}`;

/** The events whose yearly lists the sitemap names: those most asked for. */
export const MAIN_MUHURTA_EVENTS: readonly MuhurtaEvent[] = ['vivah', 'griha-pravesh', 'vehicle', 'property', 'business', 'namkaran'];

export function renderMuhurtaPage(input: { city: CityPage; event: MuhurtaEvent; year: number; language: Language; siteUrl: string }): string {
  const { city, event, year, language, siteUrl } = input;
  const view = muhurtasFor(event, city.place, `${year}-01-01`, `${year}-12-31`);
  const w = publicWords[language].muhurta;
  const t = muhurtaWords[language];
  const say = muhurtaPhrases(language, t, almanacNames[language]);
  const eventName = t.purposes[event];

  const span = (x: { start: string; end: string }, day: string) => `${clock(x.start, day, language)} – ${clock(x.end, day, language)}`;
  const row = (x: MuhurtaWindowView) =>
    html`<tr><td>${weekdayDate(x.day, language)}</td><td><strong>${span(x, x.day)}</strong><br><span class="note">${say.limbs(x)}</span></td><td class="${x.grade === 'acceptable' ? '' : 'good'}">${t.grades[x.grade]}</td><td><ul>${x.why.map(
      (why) => html`<li>${say.reason(x, event, why)}</li>`,
    )}</ul>${x.avoided.length ? html`<span class="note">${w.keptOut}: ${x.avoided.map((c) => `${say.cut(c)} ${span(c, x.day)}`).join('; ')}</span>` : ''}</td></tr>`;

  const months = new Map<string, MuhurtaWindowView[]>();
  for (const x of view.windows) months.set(x.day.slice(0, 7), [...(months.get(x.day.slice(0, 7)) ?? []), x]);
  const days = new Set(view.windows.map((x) => x.day)).size;
  const at = (path: string) => pathIn(language, path);

  const body = html`
<p>${view.windows.length ? w.count(view.windows.length, days) : w.none}</p>
${[...months].map(
  ([month, windows]) => html`<section class="month"><h2>${t.monthYear(Number(month.slice(5, 7)) - 1, year)}</h2><table class="stack"><thead><tr><th scope="col">${w.date}</th><th scope="col">${w.time}</th><th scope="col">${w.grade}</th><th scope="col">${w.why}</th></tr></thead><tbody>${windows.map(row)}</tbody></table></section>`,
)}
${view.blackouts.length ? html`<section><h2>${w.closed}</h2><ul>${view.blackouts.map((b) => html`<li>${say.blackout(b.kind)}: ${weekdayDate(b.start.slice(0, 10), language)} – ${weekdayDate(b.end.slice(0, 10), language)}</li>`)}</ul></section>` : ''}
<section><h2>${w.otherEvents}</h2><ul>${MUHURTA_EVENTS.filter((e) => e !== event).map((e) => html`<li><a href="${at(muhurtaPath(e, year, city.slug))}">${t.purposes[e]}</a></li>`)}</ul></section>
<section><h2>${w.years}</h2><p class="days">${[year - 1, year + 1].filter((y) => y >= 1900 && y <= 2100).map((y) => html`<a href="${at(muhurtaPath(event, y, city.slug))}">${y}</a>`)}</p>
<p><a href="${at(festivalsPath(year, city.slug))}">${w.festivalsLink(year, city.name)}</a></p></section>`;

  const path = muhurtaPath(event, year, city.slug);
  const url = `${siteUrl}${at(path)}`;
  const title = w.title(eventName, year, city.name);
  const description = w.description(eventName, year, city.name, view.windows.length);
  // Signed in, the finder opens on this year, event and city, where the personal filter is.
  const finder = `/muhurta?${new URLSearchParams({ purpose: event, from: `${year}-01`, months: '12', lat: String(city.place.latitude), lon: String(city.place.longitude), place: city.name })}`;
  return renderPage({
    language,
    siteUrl,
    path,
    title,
    description,
    heading: w.heading(eventName, year, city.name),
    // The zone by name: its offset changes with daylight saving through the year.
    lede: w.lede(city.place.timezone),
    body,
    wayIn: { text: w.wayIn, href: signInReturning(finder) },
    // Plain structured data: a list of the windows, claiming no rich result (a muhurta is no event).
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url,
      name: title,
      description,
      inLanguage: language,
      numberOfItems: view.windows.length,
      itemListElement: view.windows.map((x, i) => ({ '@type': 'ListItem', position: i + 1, name: `${eventName}: ${x.start} – ${x.end} (${t.grades[x.grade]})` })),
    },
  });
}
