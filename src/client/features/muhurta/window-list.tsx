import type { Language } from '../../../shared/profile';
import { muhurtaText } from '../../i18n/muhurta';
import { useLanguage, useText } from '../../i18n/text';
import { formatCalendarDate, formatPeriod, formatShortDate } from '../../lib/format';
import { rangeOnDay } from '../../lib/panchang-time';
import { WhatsAppIcon } from '../../components/whatsapp-button';
import { whatsAppUrl } from '../../lib/share-message';
import type { MuhurtaResult, MuhurtaWindowView } from './muhurta-api';
import { muhurtaWords, type MuhurtaWords } from './muhurta-words';
import { monthPdfUrl, muhurtaShareText } from './share-text';

const GRADE_STYLE = {
  best: 'bg-gold-300/50 text-night-900 ring-gold-500/60',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  acceptable: 'bg-sand text-night-800 ring-night-700/20',
} as const;

/** The windows grouped by month and by day (the panchang day a night window began on). */
function grouped(windows: readonly MuhurtaWindowView[]) {
  const months = new Map<string, Map<string, MuhurtaWindowView[]>>();
  for (const w of windows) {
    const days = months.get(w.day.slice(0, 7)) ?? new Map<string, MuhurtaWindowView[]>();
    months.set(w.day.slice(0, 7), days);
    days.set(w.day, [...(days.get(w.day) ?? []), w]);
  }
  return months;
}

/** The result of a search (a saved personal one has its id): how many windows, the blackouts of the range, then the windows by month and day. */
export function WindowList({ result }: { result: MuhurtaResult & { id?: string } }) {
  const t = useText(muhurtaText);
  const { language } = useLanguage();
  const words = muhurtaWords(language);
  const months = grouped(result.windows);
  const days = new Set(result.windows.map((w) => w.day)).size;
  return (
    <div className="space-y-6">
      <p className="font-semibold text-night-800" aria-live="polite">
        {result.windows.length ? t.found(result.windows.length, days) : t.none}
      </p>
      {result.blackouts.length > 0 && (
        <div className="rounded-2xl bg-maroon-700/5 px-4 py-3 text-sm text-night-800">
          <h2 className="font-semibold">{t.closed}</h2>
          <ul className="mt-1 space-y-0.5">
            {result.blackouts.map((b) => (
              <li key={`${b.kind}${b.start}`}>
                {/* A blackout that began before the range is shown up to its end only: the search did not look further back. */}
                {words.blackout(b.kind)}: {b.start.slice(0, 10) <= result.from ? t.until(formatShortDate(b.end.slice(0, 10), language)) : formatPeriod(b.start.slice(0, 10), b.end.slice(0, 10), language)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {[...months].map(([month, byDay]) => (
        <section key={month} aria-labelledby={`muhurta-${month}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 id={`muhurta-${month}`} className="font-display text-2xl font-bold text-night-800">
              {t.monthYear(Number(month.slice(5)) - 1, Number(month.slice(0, 4)))}
            </h2>
            <a href={monthPdfUrl(language, result, month)} download className="inline-flex min-h-11 items-center text-sm font-semibold text-saffron-700 hover:underline">
              {t.pdf(t.monthYear(Number(month.slice(5)) - 1, Number(month.slice(0, 4))))}
            </a>
          </div>
          <ul className="space-y-3">
            {[...byDay].map(([day, windows]) => (
              <li key={day}>
                <article className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-5" aria-labelledby={`muhurta-day-${day}`}>
                  <h3 id={`muhurta-day-${day}`} className="font-semibold text-night-800">
                    <time dateTime={day}>{formatCalendarDate(day, language)}</time>
                    <span className="font-normal text-muted"> · {words.vara(new Date(`${day}T00:00:00Z`).getUTCDay())}</span>
                  </h3>
                  <ul className="mt-2 divide-y divide-night-700/10">
                    {windows.map((w) => (
                      <WindowRow key={w.start} window={w} day={day} result={result} words={words} language={language} />
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function WindowRow({ window: w, day, result, words, language }: { window: MuhurtaWindowView; day: string; result: MuhurtaResult; words: MuhurtaWords; language: Language }) {
  const t = useText(muhurtaText);
  const { purpose } = result;
  const when = `${formatCalendarDate(day, language)}, ${rangeOnDay(w, day, language, t.onDate)}`;
  return (
    <li className="py-3 first:pt-1 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-lg font-semibold tabular-nums text-night-900">{rangeOnDay(w, day, language, t.onDate)}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${GRADE_STYLE[w.grade]}`}>{t.grades[w.grade]}</span>
      </div>
      <p className="mt-0.5 text-sm text-muted">
        {words.limbs(w)}
      </p>
      <details className="group mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg font-semibold text-saffron-700 marker:content-none">
          <span aria-hidden="true" className="transition-transform group-open:rotate-90">›</span> {t.why}
        </summary>
        <div className="mt-1 space-y-3 rounded-2xl bg-sand/60 p-3 text-sm text-night-800">
          <div>
            <h4 className="font-semibold">{t.whyTitle}</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {w.why.map((why) => (
                <li key={JSON.stringify(why)}>{words.reason(w, purpose, why)}</li>
              ))}
            </ul>
          </div>
          {w.avoided.length > 0 && (
            <div>
              <h4 className="font-semibold">{t.keptOut}</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {w.avoided.map((cut) => (
                  <li key={`${cut.kind}${cut.start}`}>
                    {words.cut(cut)} {rangeOnDay(cut, day, language, t.onDate)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </details>
      {/* A plain link: WhatsApp's click-to-chat opens with the text, the reader picks the chat. */}
      <a
        href={whatsAppUrl(muhurtaShareText(language, result, w))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.share.label(when)}
        className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-[#157a3d] hover:underline"
      >
        <WhatsAppIcon className="h-4 w-4" />
        {t.share.button}
      </a>
    </li>
  );
}
