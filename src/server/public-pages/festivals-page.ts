/**
 * /festivals/{year}/{city}: the year's festivals, fasts and Sankrantis on the dates they are kept
 * in the city, each with the moment it is kept at there, and the year's eclipses with their local
 * contacts and sutak (astro/festival-calendar.ts).
 */
import { festivalCalendar, type CalendarEntry } from '../../astro/festival-calendar';
import type { Eclipse } from '../../astro/eclipses';
import { almanacNames, astroName, observanceName } from '../../shared/astro-names/observance-name';
import type { Language } from '../../shared/profile';
import { formatLocalDateTime } from '../../astro/local-time';
import { html, pathIn, renderPage } from './page-frame';
import { clockAt, weekdayDate } from './local-times';
import { panchangPath, type CityPage } from './panchang-page';
import type { PeriodWindow } from './period-window';
import { publicWords } from './public-words';

export const festivalsPath = (year: number, slug: string) => `/festivals/${year}/${slug}`;

export function renderFestivalsPage(input: { city: CityPage; year: number; language: Language; siteUrl: string; window: PeriodWindow }): string {
  const { city, year, language, siteUrl, window } = input;
  const { timezone } = city.place;
  const calendar = festivalCalendar(year, city.place);
  const w = publicWords[language];
  const f = w.festivals;
  const a = almanacNames[language];
  const at = (ms: number, date: string) => clockAt(ms, timezone, date, language);

  const when = (e: CalendarEntry) => {
    if (!e.window) return f.allDay;
    const rule = f.rule[e.rule];
    return e.window.startMs === e.window.endMs ? `${rule}, ${at(e.window.startMs, e.date)}` : `${rule}, ${at(e.window.startMs, e.date)} – ${at(e.window.endMs, e.date)}`;
  };
  const tithi = (e: CalendarEntry) => {
    if (!e.tithi) return '';
    const name = astroName(a.tithi, e.tithi.name);
    const paksha = astroName(a.paksha, e.tithi.number <= 15 ? 'Shukla' : 'Krishna');
    return `${paksha} ${name}: ${f.tithiSpan(at(e.tithi.startMs, e.date), at(e.tithi.endMs, e.date))}`;
  };

  const months = groupByMonth(calendar.observances);
  const monthNames = new Intl.DateTimeFormat(`${language}-IN`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const eclipseLine = (e: Eclipse) => {
    const date = formatLocalDateTime(e.peakMs, timezone).slice(0, 10);
    const seen = !e.seen ? f.notSeen : e.sutakStartMs === null ? f.penumbral : f.sutak(at(e.sutakStartMs, date));
    return html`<li><strong>${weekdayDate(date, language)}: ${f.eclipse(e.kind, e.type)}</strong><br>${f.contacts(at(e.startMs, date), at(e.peakMs, date), at(e.endMs, date))}<br><span class="${e.seen && e.sutakStartMs !== null ? 'bad' : 'note'}">${seen}</span></li>`;
  };

  const body = html`
<form method="get" action="${pathIn(language, '/festivals')}"><input type="hidden" name="city" value="${city.slug}"><label>${f.pickYear}<input type="number" name="year" value="${year}" min="${window.firstYear}" max="${window.lastYear}" required inputmode="numeric"></label><button type="submit">${f.show}</button></form>
<p><a href="${pathIn(language, panchangPath(city.slug))}">${f.panchangLink(city.name)}</a></p>
${months.map(
  ([month, entries]) => html`<section class="month"><h2>${monthNames.format(new Date(`${month}-15T12:00:00Z`))}</h2><table><thead><tr><th scope="col">${f.date}</th><th scope="col">${f.name}</th><th scope="col">${f.when}</th></tr></thead><tbody>${entries.map(
    (e) => html`<tr><td>${weekdayDate(e.date, language)}</td><td><strong>${observanceName(e, language)}</strong> <span class="note">(${f.kind[e.kind]})</span>${e.tithi ? html`<br><span class="note">${f.tithi} ${tithi(e)}</span>` : ''}</td><td>${when(e)}</td></tr>`,
  )}</tbody></table></section>`,
)}
<section><h2>${f.eclipses}</h2>${calendar.eclipses.length ? html`<ul>${calendar.eclipses.map(eclipseLine)}</ul>` : html`<p>${f.noEclipses}</p>`}</section>`;

  const path = festivalsPath(year, city.slug);
  const url = `${siteUrl}${pathIn(language, path)}`;
  const title = f.title(year, city.name);
  const description = f.description(year, city.name);
  return renderPage({
    language,
    siteUrl,
    path,
    title,
    description,
    heading: f.heading(year, city.name),
    // The zone by name: its offset changes with daylight saving through the year.
    lede: f.lede(timezone),
    body,
    jsonLd: festivalsJsonLd({ url, title, description, language, city: city.name, entries: calendar.observances, url4: (e) => `${siteUrl}${pathIn(language, panchangPath(city.slug, e.date))}` }),
  });
}

function groupByMonth(entries: CalendarEntry[]): Array<[string, CalendarEntry[]]> {
  const months = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const month = e.date.slice(0, 7);
    const list = months.get(month);
    if (list) list.push(e);
    else months.set(month, [e]);
  }
  return [...months];
}

/**
 * An ItemList of Events, one per festival (not the monthly fasts): Google's Event structured data
 * asks for a name, a startDate and a location (developers.google.com/search/docs/appearance/
 * structured-data/event); schema.org's ItemList carries the list (schema.org/ItemList). Festivals
 * are kept in the city, so the location is the city as a Place.
 */
function festivalsJsonLd(p: { url: string; title: string; description: string; language: Language; city: string; entries: CalendarEntry[]; url4: (e: CalendarEntry) => string }) {
  const festivals = p.entries.filter((e) => e.kind === 'festival');
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: p.url,
    name: p.title,
    description: p.description,
    numberOfItems: festivals.length,
    itemListElement: festivals.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Event',
        name: observanceName(e, p.language),
        startDate: e.date,
        endDate: e.date,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: p.city, address: p.city },
        url: p.url4(e),
        inLanguage: p.language,
      },
    })),
  };
}
