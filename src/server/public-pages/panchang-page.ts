/**
 * /panchang/{city}: the day's panchang for a city in its own zone, as a page anyone can read. The
 * day is the signed-in panchang's (panchang/panchang-service.ts), named through the same
 * catalogues as the app's /panchang.
 */
import { addDays } from '../../astro/day-timeline';
import type { ChoghadiyaView, GowriView, SpanView } from '../../astro/almanac-view';
import { almanacNames, astroName, observanceName } from '../../shared/astro-names/observance-name';
import { GOWRI_NAMES, TAMIL_MONTH_NAMES } from '../../shared/astro-names/south-calendar-names';
import { panchangWordsEn } from '../../shared/panchang-words-en';
import { panchangWordsHi } from '../../shared/panchang-words-hi';
import { panchangWordsTa } from '../../shared/panchang-words-ta';
import { panchangWordsTe } from '../../shared/panchang-words-te';
import type { Language } from '../../shared/profile';
import { panchangFor, type PanchangPlace, type PanchangView } from '../panchang/panchang-service';
import { html, pathIn, raw, renderPage, type Raw } from './page-frame';
import { clock, longDate, zoneLabel } from './local-times';
import { dateInWindow, type PeriodWindow } from './period-window';
import { publicWords } from './public-words';

const panchangWords = { en: panchangWordsEn, hi: panchangWordsHi, ta: panchangWordsTa, te: panchangWordsTe } as const;

export type CityPage = { slug: string; name: string; place: PanchangPlace };

/** The English path of a city's panchang: today's, or a date's. */
export const panchangPath = (slug: string, date?: string) => `/panchang/${slug}${date ? `?date=${date}` : ''}`;

export function renderPanchangPage(input: { city: CityPage; date: string | undefined; now: Date; language: Language; siteUrl: string; window: PeriodWindow }): string {
  const { city, language, siteUrl, window } = input;
  const view = panchangFor(input.date, city.place, input.now);
  const w = publicWords[language];
  const p = panchangWords[language];
  const a = almanacNames[language];
  const day = view.date;
  const at = (iso: string) => clock(iso, day, language);
  const span = (s: SpanView) => `${at(s.start)} – ${at(s.end)}`;
  const dateText = longDate(day, language);
  const zone = zoneLabel(view.sunrise ?? `${day}T12:00:00+00:00`, city.place.timezone);
  const tithi = (t: { name: string; paksha: string }) => `${astroName(a.paksha, t.paksha)} ${astroName(a.tithi, t.name)}`;
  const nakshatra = (n: { name: string }) => astroName(a.nakshatra, n.name);

  /** A limb: what runs at sunrise and until when, then those that follow before the next sunrise. */
  const limb = <T extends { endsAt: string }>(label: string, first: T & { next: T[] }, name: (t: T) => string, extra = '') =>
    html`<dt>${label}</dt><dd>${name(first)}${extra} — ${p.limbs.until(at(first.endsAt))}${
      first.next.length ? html`<br><span class="then">${p.limbs.then}: ${first.next.map((n) => `${name(n)} — ${p.limbs.until(at(n.endsAt))}`).join('; ')}</span>` : ''
    }</dd>`;

  const spanRow = (label: string, s: SpanView | null, gloss: string, tone: 'good' | 'bad', note?: string) =>
    s ? html`<tr><th scope="row" class="${tone}">${label}</th><td>${span(s)}${note ? html`<br><span class="note">${note}</span>` : ''}</td><td class="note">${gloss}</td></tr>` : raw('');

  const choghadiyaRows = (periods: ChoghadiyaView[]) =>
    periods.map(
      (c) => html`<tr><td>${span(c)}</td><td>${astroName(a.choghadiya, c.name)}</td><td class="${c.nature === 'good' ? 'good' : c.nature === 'bad' ? 'bad' : ''}">${p.choghadiya.natures[c.nature]}</td></tr>`,
    );

  // The Gowri periods and the Tamil month in Tamil script on a Tamil page, in Devanagari on a Hindi one.
  const southName = (names: { ta: string; hi: string }, transliterated: string) => (language === 'ta' ? names.ta : language === 'hi' ? names.hi : transliterated);
  const gowriRows = (periods: GowriView[]) =>
    periods.map(
      (g) => html`<tr><td>${span(g)}</td><td>${southName(GOWRI_NAMES[g.name], g.name)}</td><td class="${g.quality}">${p.south.qualities[g.quality]}</td></tr>`,
    );
  const spans = (list: SpanView[]) => (list.length ? list.map(span).join(', ') : p.south.none);
  const tamilMonth = southName(TAMIL_MONTH_NAMES[view.tamil.month.name], view.tamil.month.name);
  const teluguMonth = view.telugu.month.adhika ? a.adhikaMonth(astroName(a.month, view.telugu.month.name)) : astroName(a.month, view.telugu.month.name);
  const gowriHead = html`<thead><tr><th scope="col">${p.choghadiya.time}</th><th scope="col">${p.south.gowri}</th><th scope="col">${p.choghadiya.nature}</th></tr></thead>`;

  const year = Number(day.slice(0, 4));
  const festivalsHref = pathIn(language, `/festivals/${year}/${city.slug}`);
  const dayHref = (date: string) => pathIn(language, panchangPath(city.slug, date));
  /** The previous or next day's link, unless that day is outside the dates the pages are drawn for. */
  const dayLink = (date: string, label: string) => (dateInWindow(date, window) ? html`<a href="${dayHref(date)}" rel="nofollow">${label}</a>` : raw(''));

  const body: Raw = html`
<form method="get" action="${pathIn(language, panchangPath(city.slug))}"><label>${w.panchang.pickDate}<input type="date" name="date" value="${day}" min="${window.firstDate}" max="${window.lastDate}" required></label><button type="submit">${w.panchang.show}</button></form>
<nav class="days">${dayLink(addDays(day, -1), w.panchang.previous)}${dayLink(addDays(day, 1), w.panchang.next)}</nav>
<section><h2>${p.festivals.title}</h2>${
    view.observances.length
      ? html`<ul>${view.observances.map((o) => html`<li><strong>${observanceName(o, language)}</strong> <span class="note">(${p.festivals.kinds[o.kind]})</span></li>`)}</ul>`
      : html`<p>${p.festivals.none}</p>`
  }<p><a href="${festivalsHref}">${w.panchang.calendarLink(year, city.name)}</a></p></section>
<section><h2>${p.limbs.title}</h2><dl class="grid">
<dt>${a.limb.vara}</dt><dd>${astroName(a.vara, view.vara.name)}</dd>
${limb(a.limb.tithi, view.tithi, tithi)}
${limb(a.limb.nakshatra, view.nakshatra, nakshatra, ` (${p.limbs.pada(view.nakshatra.pada)})`)}
${limb(a.limb.yoga, view.yoga, (y) => astroName(a.yoga, y.name))}
${limb(a.limb.karana, view.karana, (k) => astroName(a.karana, k.name))}
<dt>${p.calendar.amanta}</dt><dd>${monthName(view, 'amanta', language)}, ${p.calendar.paksha(astroName(a.paksha, view.month.paksha))}</dd>
<dt>${p.calendar.purnimanta}</dt><dd>${monthName(view, 'purnimanta', language)}</dd>
<dt>${p.calendar.vikram}</dt><dd>${view.samvat.vikram} · ${p.calendar.shaka} ${view.samvat.shaka} · ${p.calendar.samvatsara}: ${astroName(a.samvatsara, view.samvat.samvatsara.name)}</dd>
</dl></section>
<section><h2>${p.sun.title}</h2>${
    view.sunrise && view.sunset
      ? html`<dl class="grid"><dt>${p.sun.sunrise}</dt><dd>${at(view.sunrise)}</dd><dt>${p.sun.sunset}</dt><dd>${at(view.sunset)}</dd>
<dt>${p.sun.moonrise}</dt><dd>${view.moonrise ? at(view.moonrise) : p.sun.noMoonrise}</dd><dt>${p.sun.moonset}</dt><dd>${view.moonset ? at(view.moonset) : p.sun.noMoonset}</dd></dl>`
      : html`<p>${p.sun.noSun}</p>`
  }</section>
<section><h2>${p.hours.title}</h2><table><tbody>
${spanRow(p.hours.brahma, view.brahmaMuhurta, p.hours.brahmaGloss, 'good')}
${spanRow(p.hours.abhijit, view.abhijitMuhurta, p.hours.abhijitGloss, 'good', view.abhijitMuhurta && !view.abhijitMuhurta.inUse ? p.hours.notWednesday : undefined)}
${spanRow(p.hours.rahu, view.rahuKaal, p.hours.avoidGloss, 'bad')}
${spanRow(p.hours.yamaganda, view.yamaganda, p.hours.avoidGloss, 'bad')}
${spanRow(p.hours.gulika, view.gulikaKaal, p.hours.avoidGloss, 'bad')}
</tbody></table></section>
${
  view.choghadiya
    ? html`<section><h2>${p.choghadiya.title}</h2><p class="note">${p.choghadiya.intro}</p>
<h3>${p.choghadiya.day}</h3><table><thead><tr><th scope="col">${p.choghadiya.time}</th><th scope="col">${p.choghadiya.name}</th><th scope="col">${p.choghadiya.nature}</th></tr></thead><tbody>${choghadiyaRows(view.choghadiya.day)}</tbody></table>
<h3>${p.choghadiya.night}</h3><table><thead><tr><th scope="col">${p.choghadiya.time}</th><th scope="col">${p.choghadiya.name}</th><th scope="col">${p.choghadiya.nature}</th></tr></thead><tbody>${choghadiyaRows(view.choghadiya.night)}</tbody></table></section>`
    : ''
}
<section><h2>${p.south.title}</h2><p class="note">${p.south.intro}</p><dl class="grid">
<dt>${p.south.tamilDate}</dt><dd>${p.south.tamilDay(tamilMonth, view.tamil.day)} · ${p.south.year(astroName(a.samvatsara, view.tamil.year.name))}</dd>
<dt>${p.south.teluguMonth}</dt><dd>${teluguMonth} · ${p.south.year(astroName(a.samvatsara, view.telugu.year.name))}</dd>
${
  view.nallaNeram
    ? html`<dt>${p.south.nallaNeram} (${p.choghadiya.day})</dt><dd>${spans(view.nallaNeram.day)}</dd><dt>${p.south.nallaNeram} (${p.choghadiya.night})</dt><dd>${spans(view.nallaNeram.night)}</dd>`
    : ''
}</dl>${
  view.gowri
    ? html`<p class="note">${p.south.nallaNeramGloss}</p>
<h3>${p.choghadiya.day}</h3><table>${gowriHead}<tbody>${gowriRows(view.gowri.day)}</tbody></table>
<h3>${p.choghadiya.night}</h3><table>${gowriHead}<tbody>${gowriRows(view.gowri.night)}</tbody></table>`
    : ''
}</section>
<p class="note">${p.footnote}</p>`;

  const path = panchangPath(city.slug, input.date);
  const title = w.panchang.title(city.name, dateText);
  const description = w.panchang.description(city.name, dateText, tithi(view.tithi), nakshatra(view.nakshatra));
  return renderPage({
    language,
    siteUrl,
    path,
    title,
    description,
    heading: w.panchang.heading(city.name),
    lede: w.panchang.lede(dateText, zone),
    body,
    jsonLd: panchangJsonLd({ url: `${siteUrl}${pathIn(language, path)}`, title, description, language, date: day, city: city.name }),
  });
}

function monthName(view: PanchangView, reckoning: 'amanta' | 'purnimanta', language: Language) {
  const a = almanacNames[language];
  const m = view.month[reckoning];
  const name = astroName(a.month, m.name);
  return m.adhika ? a.adhikaMonth(name) : name;
}

/**
 * A WebPage about the day, with its place and date: schema.org's WebPage with `about` and
 * `datePublished`/`contentLocation` are plain structured data that search engines read for any page
 * (no rich result is claimed for it).
 */
function panchangJsonLd(p: { url: string; title: string; description: string; language: Language; date: string; city: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: p.url,
    name: p.title,
    description: p.description,
    inLanguage: p.language,
    datePublished: p.date,
    contentLocation: { '@type': 'Place', name: p.city },
    isPartOf: { '@type': 'WebSite', name: publicWords[p.language].siteName },
  };
}
