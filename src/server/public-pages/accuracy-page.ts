/**
 * /accuracy (and /hi, /ta, /te/accuracy): how our calculations compare with PyJHora (Jagannatha Hora's
 * rules) and the books' worked examples, for a reader who doubts them. Every figure is read from
 * the comparison summary that the comparison test recomputes from the engine
 * (src/astro/reference-comparison), so the page says what the engine does today.
 */
import type { AgreementSummary, Quantity, QuantityAgreement, Reason } from '../../astro/reference-comparison/compare';
import summaryJson from '../../astro/fixtures/reference-agreement.json';
import type { Language } from '../../shared/profile';
import { accuracyWords } from './accuracy-words';
import { html, pathIn, renderPage, signInReturning } from './page-frame';

export const ACCURACY_PATH = '/accuracy';

const summary = summaryJson as AgreementSummary;

const LINKS = {
  pyjhora: 'https://github.com/naturalstupid/PyJHora',
  jhora: 'https://www.vedicastrologer.org/jh/',
  swisseph: 'https://www.astro.com/swisseph/',
} as const;

/** The reasons in the order a reader meets them: the common ones first. */
function reasonsOf(quantities: readonly QuantityAgreement[]): Array<[Reason, number]> {
  const counts = new Map<Reason, number>();
  for (const q of quantities) {
    if (q.quantity === 'bhavaBala') continue;
    for (const [reason, n] of Object.entries(q.byReason) as Array<[Reason, number]>) counts.set(reason, (counts.get(reason) ?? 0) + n);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

export function renderAccuracyPage(input: { language: Language; siteUrl: string; summary?: AgreementSummary }): string {
  const { language, siteUrl } = input;
  const s = input.summary ?? summary;
  const w = accuracyWords[language];
  // Western digits in every language, grouped the Indian way.
  const number = new Intl.NumberFormat(`${language}-IN`, { numberingSystem: 'latn' });
  const tolerance = (q: Quantity) =>
    q === 'shadbala' ? w.withinRupas(number.format(s.tolerances.shadbalaRupas))
      : q === 'bhavaBala' ? w.withinRupas(number.format(s.tolerances.bhavaBalaRupas))
        : q === 'yogini' ? w.withinMinutes(s.tolerances.yoginiMinutes)
          : w.exact;
  const percent = (q: QuantityAgreement) => `${number.format(Math.floor((q.agree / q.compared) * 1000) / 10)}%`;

  const body = html`
<p>${w.what.rerun}</p>
<section><h2>${w.what.heading}</h2><p>${w.what.text(s.charts, s.birthYears[0], s.birthYears[1])}</p></section>
<section><h2>${w.table.heading}</h2>
<table class="stack"><thead><tr><th scope="col">${w.table.quantity}</th><th scope="col">${w.table.agree}</th><th scope="col">${w.table.tolerance}</th></tr></thead><tbody>${s.quantities.map(
  (q) => html`<tr><td><strong>${w.quantity[q.quantity]}</strong></td><td>${w.table.agreeOf(number.format(q.agree), number.format(q.compared), percent(q))}</td><td>${tolerance(q.quantity)}</td></tr>`,
)}</tbody></table></section>
<section><h2>${w.differences.heading}</h2><p>${w.differences.intro}</p>
<ul>${reasonsOf(s.quantities).map(([reason, n]) => html`<li>${w.reason[reason](n, s.largestLongitudeGapArcsec)}</li>`)}</ul>
<p>${w.bhavaBala}</p></section>
<section><h2>${w.books.heading}</h2><ul>${w.books.items.map((item) => html`<li>${item}</li>`)}</ul><p>${w.books.totals}</p></section>
<section><h2>${w.links.heading}</h2><ul>${(Object.keys(LINKS) as Array<keyof typeof LINKS>).map((key) => html`<li><a href="${LINKS[key]}" rel="noopener">${w.links[key]}</a></li>`)}</ul></section>`;

  const url = `${siteUrl}${pathIn(language, ACCURACY_PATH)}`;
  return renderPage({
    language,
    siteUrl,
    path: ACCURACY_PATH,
    title: w.title,
    description: w.description,
    heading: w.heading,
    lede: w.lede(s.charts),
    body,
    wayIn: { text: w.chartLink, href: signInReturning('/chart') },
    jsonLd: { '@context': 'https://schema.org', '@type': 'TechArticle', url, headline: w.heading, description: w.description, inLanguage: language },
  });
}
