/**
 * /rashifal/find: the sign finder as a plain GET form, answered on the server, so it works with
 * scripts off and needs no sign-in (the app's place search does). The answer links to the sign's
 * rashifal and to the full Kundli, which starts with sign-in.
 */
import type { Place } from '../../../astro/places';
import type { Language } from '../../../shared/profile';
import { html, pathIn, raw, renderPage, signInReturning } from '../page-frame';
import { longDate } from '../local-times';
import { publicWords } from '../public-words';
import { rashifalPath, FINDER_PATH } from './rashifal-periods';
import { rashifalPageWords, signName } from './rashifal-words';
import { FIRST_BIRTH_DATE, type FinderAnswer, type FinderQuery } from './sign-finder';

const placeLabel = (place: Place) => [place.name, place.region, place.country].filter(Boolean).join(', ');

export function renderFinderPage(input: { language: Language; siteUrl: string; today: string; query: FinderQuery | null; answer: FinderAnswer | null }): string {
  const { language, siteUrl, query, answer } = input;
  const w = rashifalPageWords[language].finder;
  const action = pathIn(language, FINDER_PATH);
  const q = query ?? { date: '', time: '', place: '' };
  const problems = answer?.kind === 'problem' ? answer.problems : [];
  const problemText = problems.map((p) => (p === 'placeNotFound' ? w.problems.placeNotFound(q.place.trim()) : w.problems[p]));
  const invalid = (field: 'date' | 'time' | 'place') => (problems.includes(field) || (field === 'place' && problems.includes('placeNotFound')) ? raw(' aria-invalid="true" aria-describedby="problems"') : raw(''));
  const form = html`<form method="get" action="${action}" class="finder">
<label>${w.date}<input type="date" name="date" value="${q.date}" min="${FIRST_BIRTH_DATE}" max="${input.today}" required${invalid('date')}></label>
<label>${w.time}<input type="time" name="time" value="${q.time}"${invalid('time')}></label>
<label>${w.place}<input type="text" name="place" value="${q.place}" maxlength="120" required autocomplete="off"${invalid('place')}></label>
<button type="submit">${w.button}</button></form>`;

  let result = raw('');
  if (problemText.length) {
    result = html`<div id="problems" role="alert" class="problems">${problemText.map((text) => html`<p class="bad">${text}</p>`)}</div>`;
  } else if (answer && answer.kind !== 'problem') {
    const when = `${longDate(q.date.trim(), language)}${answer.kind === 'sign' && answer.timeGiven ? `, ${q.time.trim()}` : ''}`;
    const signs = answer.kind === 'sign' ? [answer.sign] : [answer.before, answer.after];
    const others = answer.others.length
      ? html`<p class="note">${w.otherPlaces}</p><ul>${answer.others.map(
          (p) => html`<li><a href="${action}?${new URLSearchParams({ date: q.date.trim(), time: q.time.trim(), place: placeLabel(p) }).toString()}" rel="nofollow">${placeLabel(p)}</a></li>`,
        )}</ul>`
      : raw('');
    const [first, second] = signs.map((s) => signName(s, language)) as [string, string | undefined];
    result = html`<section class="answer" role="status"><h2>${answer.kind === 'changes' ? w.either(first, second!) : w.result(first)}</h2>
<p>${w.at(placeLabel(answer.place), when)}</p>${answer.kind === 'sign' && !answer.timeGiven ? html`<p class="note">${w.timeUnknown}</p>` : ''}${answer.kind === 'changes' ? html`<p>${w.changes(answer.at, first, second!)}</p>` : ''}
<ul>${signs.map((s) => html`<li><a href="${pathIn(language, rashifalPath('daily', s))}">${w.read(signName(s, language))}</a></li>`)}</ul>
<p><a href="${signInReturning('/chart')}">${w.kundli}</a></p>${others}</section>`;
  }

  return renderPage({
    language,
    siteUrl,
    path: FINDER_PATH,
    title: w.title,
    description: w.description,
    heading: w.heading,
    lede: w.lede,
    body: html`${form}${result}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: `${siteUrl}${pathIn(language, FINDER_PATH)}`,
      name: w.title,
      description: w.description,
      inLanguage: language,
      isPartOf: { '@type': 'WebSite', name: publicWords[language].siteName },
    },
  });
}
