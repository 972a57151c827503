import type { ChartView, PeriodView } from '../../../shared/chart-view';
import { daysBetween, formatDate, formatSpan, grahaShortName } from './format';

type Dasha = ChartView['dasha'];

/** Vimshottari: the periods running now, the balance at birth, and all nine mahadashas. */
export function DashaCard({ dasha, today }: { dasha: Dasha; today: string }) {
  const running = dasha.running;
  const birthLord = grahaShortName(dasha.birthLord);
  return (
    <section aria-labelledby="dasha-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="dasha-heading" className="font-display text-2xl font-bold text-night-800">
        Vimshottari dasha <span className="text-lg font-semibold text-muted">· planetary periods</span>
      </h2>

      {running ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <RunningPeriod label="Mahadasha" gloss="major period" period={running.mahadasha} today={today} />
          <RunningPeriod label="Antardasha" gloss="sub-period" period={running.antardasha} today={today} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">Today falls outside the 120-year cycle computed for this chart.</p>
      )}

      <p className="mt-4 text-sm text-ink">
        Balance at birth: <span className="font-semibold">{formatSpan(dasha.balanceAtBirth)}</span> of {birthLord.sanskrit} ({birthLord.english})
        mahadasha.
      </p>

      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted">All nine mahadashas</h3>
      <ol className="mt-2 divide-y divide-night-700/10 rounded-2xl ring-1 ring-night-700/10">
        {dasha.mahadashas.map((maha) => {
          const isNow = running?.mahadasha.start === maha.start;
          const lord = grahaShortName(maha.lord);
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
                      <span className="font-semibold text-night-800">{lord.sanskrit}</span>
                      <span className="text-muted"> · {lord.english}</span>
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
                    const antarLord = grahaShortName(antar.lord);
                    return (
                      <li key={antar.start} className="py-1.5 sm:flex sm:items-center sm:justify-between sm:gap-3">
                        <span className={`block ${antarNow ? 'font-semibold text-night-800' : 'text-ink'}`}>
                          {antarLord.sanskrit}
                          <span className="text-muted"> · {antarLord.english}</span>
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
        Dasha years of {dasha.yearDays} days. Tools disagree by a few days here: some count a dasha year as 360 or 365.2422 days,
        so another almanac's dates may differ slightly. The first mahadasha began before birth.
      </p>
    </section>
  );
}

function RunningPeriod({ label, gloss, period, today }: { label: string; gloss: string; period: PeriodView; today: string }) {
  const lord = grahaShortName(period.lord);
  const total = Math.max(1, daysBetween(period.start, period.end));
  const done = Math.min(1, Math.max(0, daysBetween(period.start, today) / total));
  return (
    <div className="rounded-2xl bg-night-800 p-4 text-night-100">
      <p className="text-xs font-semibold uppercase tracking-wider text-gold-300">
        {label} <span className="font-normal normal-case tracking-normal text-night-100/70">· {gloss}</span>
      </p>
      <p className="mt-1 font-display text-2xl font-bold text-white">
        {lord.sanskrit} <span className="text-lg font-semibold text-night-100/70">· {lord.english}</span>
      </p>
      <p className="mt-1 text-sm tabular-nums">
        <DateRange period={period} />
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-night-600" aria-hidden="true">
        <div className="h-full rounded-full bg-gradient-to-r from-gold-400 to-saffron-400" style={{ width: `${Math.round(done * 100)}%` }} />
      </div>
      <p className="mt-1 text-xs text-night-100/70">{Math.round(done * 100)}% elapsed</p>
    </div>
  );
}

function DateRange({ period }: { period: PeriodView }) {
  return (
    <>
      <time dateTime={period.start}>{formatDate(period.start)}</time>
      {' – '}
      <time dateTime={period.end}>{formatDate(period.end)}</time>
    </>
  );
}

function NowBadge() {
  return <span className="ml-2 rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-night-950">Now</span>;
}

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-90" aria-hidden="true">
      <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
