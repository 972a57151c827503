import type { ReactNode } from 'react';
import { SIGNS } from '../../../../astro/zodiac';
import type { ChartDeeperView, DatedView } from '../../../../shared/chart-deeper-view';
import { astroName } from '../../../i18n/astro-names';
import { deeperText } from '../../../i18n/deeper';
import { useLanguage, useText } from '../../../i18n/text';
import { formatDate } from '../format';
import { dotted, useNames } from '../names';
import { Intro, NeedsTime, SectionTitle } from './table';

/** One period as a line of the list: its name, whether it runs now, its dates. */
type Line = DatedView & { key: string; label: string };

/** The Yogini and Chara dashas with their sub-periods, and Jaimini's karakas and padas. */
export function DashasTab({ deeper }: { deeper: ChartDeeperView }) {
  const t = useText(deeperText);
  const d = t.dashas;
  const names = useNames();
  const { yogini, chara } = deeper.dashas;
  const yoginiLabel = (p: { yogini: string; lord: string }) => `${astroName(d.yogini, p.yogini)} · ${names.grahaShort(p.lord).name}`;
  const signLabel = (sign: number) => dotted(names.sign(SIGNS[sign]!));
  const jaimini = deeper.jaimini;
  return (
    <>
      <SectionTitle>{d.yoginiTitle}</SectionTitle>
      <Intro>{d.yoginiIntro}</Intro>
      {yogini.running ? (
        <Running main={yoginiLabel(yogini.running.mahadasha)} sub={yoginiLabel(yogini.running.antardasha)} />
      ) : (
        <p className="mt-2 text-sm text-muted">{d.outside}</p>
      )}
      <Periods
        testId="yogini-periods"
        periods={yogini.mahadashas.map((m) => ({
          key: m.start, label: yoginiLabel(m), start: m.start, end: m.end,
          subs: m.antardashas.map((a) => ({ key: a.start, label: yoginiLabel(a), start: a.start, end: a.end })),
          now: yogini.running?.mahadasha.start === m.start,
        }))}
        subNow={yogini.running?.antardasha.start}
      />

      <SectionTitle>{d.charaTitle}</SectionTitle>
      {chara ? (
        <>
          <Intro>{d.charaIntro(chara.direction === 'zodiacal' ? d.zodiacal : d.reverse)}</Intro>
          {chara.running ? <Running main={signLabel(chara.running.dasha.sign)} sub={signLabel(chara.running.antardasha.sign)} /> : <p className="mt-2 text-sm text-muted">{d.outside}</p>}
          <Periods
            testId="chara-periods"
            periods={chara.periods.map((p) => ({
              key: p.start, label: `${signLabel(p.sign)} (${d.years(p.years)})`, start: p.start, end: p.end,
              subs: p.antardashas.map((a) => ({ key: a.start, label: signLabel(a.sign), start: a.start, end: a.end })),
              now: chara.running?.dasha.start === p.start,
            }))}
            subNow={chara.running?.antardasha.start}
          />
        </>
      ) : (
        <NeedsTime />
      )}

      <SectionTitle>{d.jaiminiTitle}</SectionTitle>
      <Intro>{d.karakaIntro}</Intro>
      <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
        {jaimini.karakas.map((k) => (
          <li key={k.karaka} className="flex justify-between gap-3 border-b border-night-700/10 py-1.5">
            <span className="text-ink">{d.karaka[k.karaka]}</span>
            <span className="font-semibold text-night-800">{names.graha(k.graha).name}</span>
          </li>
        ))}
      </ol>
      {jaimini.arudhaLagna !== null && jaimini.upapada !== null ? (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <Pada title={d.arudhaLagna} note={d.arudhaNote}>{signLabel(jaimini.arudhaLagna)}</Pada>
          <Pada title={d.upapada} note={d.upapadaNote}>{signLabel(jaimini.upapada)}</Pada>
        </dl>
      ) : (
        <NeedsTime />
      )}
    </>
  );
}

function Running({ main, sub }: { main: string; sub: string }) {
  const d = useText(deeperText).dashas;
  return (
    <p className="mt-3 rounded-2xl bg-night-800 px-4 py-3 text-sm text-night-100">
      <span className="block text-xs font-semibold uppercase tracking-wider text-gold-300">{d.runningNow}</span>
      <span className="mt-1 block font-display text-xl font-bold text-white">{main}</span>
      <span className="block">→ {sub}</span>
    </p>
  );
}

function Periods({ periods, subNow, testId }: { periods: Array<Line & { subs: Line[]; now: boolean }>; subNow: string | undefined; testId: string }) {
  return (
    <ol className="mt-3 divide-y divide-night-700/10 rounded-2xl ring-1 ring-night-700/10" data-testid={testId}>
      {periods.map((p) => (
        <li key={p.key}>
          <details className="group">
            <summary className={`flex cursor-pointer list-none items-start gap-3 px-3 py-2.5 text-sm hover:bg-sand/50 [&::-webkit-details-marker]:hidden ${p.now ? 'bg-saffron-50' : ''}`}>
              <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-90" aria-hidden="true">
                <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="min-w-0 flex-1 sm:flex sm:justify-between sm:gap-3">
                <span className="block font-semibold text-night-800">{p.label}{p.now && <NowBadge />}</span>
                <Dates period={p} />
              </span>
            </summary>
            <ol className="border-t border-night-700/10 bg-cream/60 py-1 pl-10 pr-3 text-sm">
              {p.subs.map((s) => (
                <li key={s.key} className="py-1.5 sm:flex sm:justify-between sm:gap-3">
                  <span className={`block ${p.now && subNow === s.start ? 'font-semibold text-night-800' : 'text-ink'}`}>{s.label}{p.now && subNow === s.start && <NowBadge />}</span>
                  <Dates period={s} />
                </li>
              ))}
            </ol>
          </details>
        </li>
      ))}
    </ol>
  );
}

function Dates({ period }: { period: DatedView }) {
  const { language } = useLanguage();
  return (
    <span className="block shrink-0 text-xs tabular-nums text-muted sm:text-sm">
      <time dateTime={period.start}>{formatDate(period.start, language)}</time> – <time dateTime={period.end}>{formatDate(period.end, language)}</time>
    </span>
  );
}

function NowBadge() {
  const d = useText(deeperText).dashas;
  return <span className="ml-2 rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-night-950">{d.now}</span>;
}

function Pada({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-sand/60 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{title} · <span className="normal-case tracking-normal">{note}</span></dt>
      <dd className="mt-1 font-semibold text-night-800">{children}</dd>
    </div>
  );
}
