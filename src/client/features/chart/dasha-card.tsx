import type { ChartView, PeriodView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { useLanguage, useText } from '../../i18n/text';
import { daysBetween, formatDate, formatSpan } from './format';
import { spoken, useNames, type Term } from './names';

type Dasha = ChartView['dasha'];

/** Vimshottari: the periods running now, the balance at birth, and all nine mahadashas. */
export function DashaCard({ dasha, today }: { dasha: Dasha; today: string }) {
  const running = dasha.running;
  const { language } = useLanguage();
  const t = useText(chartText).dasha;
  const names = useNames();
  const birthLord = spoken(names.grahaShort(dasha.birthLord));
  return (
    <section aria-labelledby="dasha-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="dasha-heading" className="font-display text-2xl font-bold text-night-800">
        {t.title} <span className="text-lg font-semibold text-muted">· {t.gloss}</span>
      </h2>

      {running ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <RunningPeriod label={t.mahadasha} gloss={t.mahadashaGloss} period={running.mahadasha} today={today} />
          <RunningPeriod label={t.antardasha} gloss={t.antardashaGloss} period={running.antardasha} today={today} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">{t.outside}</p>
      )}

      <p className="mt-4 text-sm text-ink">
        {t.balanceBefore(birthLord)}
        <span className="font-semibold">{formatSpan(dasha.balanceAtBirth, language)}</span>
        {t.balanceAfter(birthLord)}
      </p>

      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">{t.all}</h3>
      <ol className="mt-2 divide-y divide-night-700/10 rounded-2xl ring-1 ring-night-700/10">
        {dasha.mahadashas.map((maha) => {
          const isNow = running?.mahadasha.start === maha.start;
          const lord = names.grahaShort(maha.lord);
          return (
            <li key={maha.start}>
              <details className="group">
                <summary
                  className={`flex cursor-pointer list-none items-center gap-3 px-3 py-2.5 text-sm hover:bg-sand/50 [&::-webkit-details-marker]:hidden ${
                    isNow ? 'bg-saffron-50' : ''
                  }`}
                >
                  <Chevron />
                  {/* Phones put the dates under the name; wider screens on the same line. */}
                  <span className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-3">
                    <span className="block">
                      <span className="font-semibold text-night-800">{lord.name}</span>
                      <Gloss term={lord} />
                      {isNow && <NowBadge />}
                    </span>
                    <span className="block text-xs tabular-nums text-muted sm:text-sm">
                      <DateRange period={maha} />
                    </span>
                  </span>
                </summary>
                <ol className="border-t border-night-700/10 bg-cream/60 py-1 pl-10 pr-3 text-sm">
                  {maha.antardashas.map((antar) => {
                    const antarNow = isNow && running?.antardasha.start === antar.start;
                    const antarLord = names.grahaShort(antar.lord);
                    return (
                      <li key={antar.start} className="py-1.5 sm:flex sm:items-center sm:justify-between sm:gap-3">
                        <span className={`block ${antarNow ? 'font-semibold text-night-800' : 'text-ink'}`}>
                          {antarLord.name}
                          <Gloss term={antarLord} />
                          {antarNow && <NowBadge />}
                        </span>
                        <span className="block shrink-0 text-xs tabular-nums text-muted">
                          <DateRange period={antar} />
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </details>
            </li>
          );
        })}
      </ol>

      <p className="mt-4 text-xs text-muted">
        {t.yearNote(dasha.yearDays)}
      </p>
    </section>
  );
}

function RunningPeriod({ label, gloss, period, today }: { label: string; gloss: string; period: PeriodView; today: string }) {
  const t = useText(chartText).dasha;
  const lord = useNames().grahaShort(period.lord);
  const total = Math.max(1, daysBetween(period.start, period.end));
  const done = Math.min(1, Math.max(0, daysBetween(period.start, today) / total));
  return (
    <div className="rounded-2xl bg-night-800 p-4 text-night-100">
      <p className="text-xs font-semibold uppercase tracking-wider text-gold-300">
        {label} <span className="font-normal normal-case tracking-normal text-night-100/70">· {gloss}</span>
      </p>
      <p className="mt-1 font-display text-2xl font-bold text-white">
        {lord.name} {lord.gloss && <span className="text-lg font-semibold text-night-100/70">· {lord.gloss}</span>}
      </p>
      <p className="mt-1 text-sm tabular-nums">
        <DateRange period={period} />
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-night-600" aria-hidden="true">
        <div className="h-full rounded-full bg-gradient-to-r from-gold-400 to-saffron-400" style={{ width: `${Math.round(done * 100)}%` }} />
      </div>
      <p className="mt-1 text-xs text-night-100/70">{t.elapsed(Math.round(done * 100))}</p>
    </div>
  );
}

/** The English gloss after a graha's name; Hindi shows the name alone. */
function Gloss({ term }: { term: Term }) {
  return term.gloss ? <span className="text-muted"> · {term.gloss}</span> : null;
}

function DateRange({ period }: { period: PeriodView }) {
  const { language } = useLanguage();
  return (
    <>
      <time dateTime={period.start}>{formatDate(period.start, language)}</time>
      {' – '}
      <time dateTime={period.end}>{formatDate(period.end, language)}</time>
    </>
  );
}

function NowBadge() {
  const t = useText(chartText).dasha;
  return <span className="ml-2 rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-night-950">{t.now}</span>;
}

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-90" aria-hidden="true">
      <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
