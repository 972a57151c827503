import { useMemo, type ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import type { DoshasView, RemediesView } from '../../../shared/doshas-view';
import { useLanguage } from '../../i18n/text';
import { cancellationReasons, doshaWords, mangalReasons, remedyLines, type DoshaWords } from './dosha-text';
import { formatDate } from './format';
import { sadeSatiSentence } from './plain-words';

type Tone = 'holds' | 'mild' | 'clear';

/**
 * Mangal dosha, Kaal Sarp, Sade Sati (with Dhaiya) and uncancelled debilities: for each, the line
 * that found it or a plain word that it is absent, and its traditional remedies when it holds.
 */
export function DoshasCard({ chart }: { chart: ChartView }) {
  const { language } = useLanguage();
  const w = useMemo(() => doshaWords(language), [language]);
  const { doshas } = chart;
  const marsSign = chart.bodies.find((b) => b.name === 'Mars')?.sign ?? 0;
  return (
    <section aria-labelledby="doshas-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="doshas-heading" className="font-display text-2xl font-bold text-night-800">
        {w.t.title} <span className="text-lg font-semibold text-muted">· {w.t.gloss}</span>
      </h2>
      <p className="mt-2 text-sm text-muted">{w.t.intro}</p>
      <div className="mt-4 space-y-3">
        <Mangal mangal={doshas.mangal} signs={{ lagna: chart.houseOne.sign, mars: marsSign }} lagnaKnown={chart.ascendant !== null} w={w} />
        <KaalSarp kaalSarp={doshas.kaalSarp} w={w} />
        <SadeSati sadeSati={doshas.sadeSati} dhaiya={doshas.dhaiya} today={chart.transits.date} w={w} />
        <Debilities debilities={doshas.debilities} w={w} />
      </div>
    </section>
  );
}

function Mangal({ mangal, signs, lagnaKnown, w }: { mangal: DoshasView['mangal']; signs: { lagna: number; mars: number }; lagnaKnown: boolean; w: DoshaWords }) {
  const t = w.t.mangal;
  const references = (['lagna', 'moon', 'venus'] as const).filter((r) => mangal.from[r]);
  const status = !mangal.present ? 'absent' : mangal.cancelled ? 'cancelled' : 'present';
  return (
    <Dosha id="dosha-mangal" title={t.title} gloss={t.gloss} status={w.t.status[status]} tone={status === 'present' ? 'holds' : 'clear'}>
      {mangal.present ? (
        references.map((r) => <p key={r}>{t.inHouse(mangal.houses[r], t.from[r])}</p>)
      ) : (
        <p>{lagnaKnown ? t.none(mangal.houses.lagna, mangal.houses.moon, mangal.houses.venus) : t.noneFromMoon(mangal.houses.moon, mangal.houses.venus)}</p>
      )}
      {mangal.cancelled && <Reasons lead={t.cancelledBy} reasons={mangalReasons(mangal, signs, w)} />}
      {mangal.present && <Note>{t.common}</Note>}
      {mangal.borderline && <Note>{t.borderline}</Note>}
      {mangal.remedies && <Remedies remedies={mangal.remedies} w={w} />}
    </Dosha>
  );
}

function KaalSarp({ kaalSarp, w }: { kaalSarp: DoshasView['kaalSarp']; w: DoshaWords }) {
  const t = w.t.kaalSarp;
  const type = kaalSarp.type ? t.types[kaalSarp.type] : '';
  const status = kaalSarp.status === 'full' ? 'present' : kaalSarp.status === 'partial' ? 'partial' : 'absent';
  return (
    <Dosha id="dosha-kaal-sarp" title={t.title} gloss={t.gloss} status={w.t.status[status]} tone={status === 'present' ? 'holds' : status === 'partial' ? 'mild' : 'clear'}>
      <p>
        {kaalSarp.status === 'full'
          ? t.full(kaalSarp.rahuHouse, type)
          : kaalSarp.status === 'partial'
            ? t.partial(kaalSarp.rahuHouse, type, w.graha(kaalSarp.outside ?? ''))
            : t.none}
      </p>
      <Note>{t.degreeRule}</Note>
      {kaalSarp.borderline && <Note>{t.borderline}</Note>}
      {kaalSarp.remedies && <Remedies remedies={kaalSarp.remedies} w={w} />}
    </Dosha>
  );
}

/** `today` is the chart's 'YYYY-MM-DD' in the birth place's calendar, as the stays' dates are. */
function SadeSati({ sadeSati, dhaiya, today, w }: { sadeSati: DoshasView['sadeSati']; dhaiya: DoshasView['dhaiya']; today: string; w: DoshaWords }) {
  const t = w.t.sadeSati;
  const { language } = useLanguage();
  const date = (ymd: string) => formatDate(ymd, language);
  const { spell } = sadeSati;
  const current = spell?.current ? spell : null;
  const phase = current && sadeSati.phase ? current.phases.find((p) => p.phase === sadeSati.phase) : undefined;
  // While paused, Saturn stands in the stay outside the three signs that today falls in.
  const pause = current && !sadeSati.running ? current.stays.find((s) => s.pause && s.start <= today && today < s.end) : undefined;
  const remedies = sadeSati.remedies ?? dhaiya?.remedies ?? null;
  const status = sadeSati.running ? 'running' : current ? 'paused' : 'notRunning';
  return (
    <Dosha id="dosha-sade-sati" title={t.title} gloss={t.gloss} status={w.t.status[status]} tone={current ? 'holds' : 'clear'}>
      {sadeSati.running && sadeSati.phase && phase && (
        <>
          <p>{t.now[sadeSati.phase](w.sign(phase.sign))}</p>
          <p>{t.thisPhase(date(phase.start), date(phase.end))}</p>
        </>
      )}
      {pause && <p>{t.paused(w.sign(pause.sign), date(pause.end))}</p>}
      {current && <p>{sadeSatiSentence(sadeSati, language)}</p>}
      {spell && !current && <p>{t.next(w.sign(spell.phases[0]?.sign ?? spell.stays[0]!.sign), date(spell.start), date(spell.end))}</p>}
      {current && <Phases spell={current} phase={sadeSati.running ? sadeSati.phase : null} w={w} />}
      <Note>{t.common}</Note>
      {dhaiya && <p className="mt-3 border-t border-night-700/10 pt-3">{t.dhaiya[dhaiya.house](w.sign(dhaiya.stays.find((s) => !s.pause)?.sign ?? 0), date(dhaiya.start), date(dhaiya.end))}</p>}
      {remedies && <Remedies remedies={remedies} w={w} />}
    </Dosha>
  );
}

function Phases({ spell, phase, w }: { spell: NonNullable<DoshasView['sadeSati']['spell']>; phase: DoshasView['sadeSati']['phase']; w: DoshaWords }) {
  const t = w.t.sadeSati;
  return (
    <>
      <ol className="mt-3 divide-y divide-night-700/10 rounded-2xl text-sm ring-1 ring-night-700/10">
        {spell.phases.map((p) => (
          <li key={p.phase} className={`px-3 py-2 sm:flex sm:items-center sm:justify-between sm:gap-3 ${p.phase === phase ? 'bg-saffron-50' : ''}`}>
            <span className="block">
              <span className="font-semibold text-night-800">{t.phases[p.phase]}</span>
              <span className="text-muted"> · {t.saturnIn(w.sign(p.sign))}</span>
              {p.phase === phase && (
                <span className="ml-2 rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-night-950">{t.nowBadge}</span>
              )}
            </span>
            <span className="block text-xs tabular-nums text-muted sm:text-sm">
              <Span start={p.start} end={p.end} />
            </span>
          </li>
        ))}
      </ol>
      {spell.stays.length > spell.phases.length && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-saffron-700">{t.moves}</summary>
          <p className="mt-1 text-xs text-muted">{t.overlap}</p>
          <ol className="mt-2 space-y-1">
            {spell.stays.map((s) => (
              <li key={s.start} className="flex flex-wrap justify-between gap-x-3 text-ink">
                <span>
                  {w.sign(s.sign)}
                  {s.pause && <span className="text-muted"> · {t.pause}</span>}
                  {s.returning && <span className="text-muted"> · {t.returning}</span>}
                </span>
                <span className="tabular-nums text-muted">
                  <Span start={s.start} end={s.end} />
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

/** Two 'YYYY-MM-DD' dates as the page writes them: '29 Mar 2025 – 23 Feb 2028'. */
function Span({ start, end }: { start: string; end: string }) {
  const { language } = useLanguage();
  return (
    <>
      <time dateTime={start}>{formatDate(start, language)}</time> – <time dateTime={end}>{formatDate(end, language)}</time>
    </>
  );
}

function Debilities({ debilities, w }: { debilities: DoshasView['debilities']; w: DoshaWords }) {
  const t = w.t.debility;
  const standing = debilities.filter((d) => d.cancellations.length === 0);
  return (
    <Dosha
      id="dosha-debility"
      title={t.title}
      gloss={t.gloss}
      status={w.t.status[standing.length ? 'present' : 'absent']}
      tone={standing.length ? 'holds' : 'clear'}
    >
      {debilities.length === 0 && <p>{t.none}</p>}
      {debilities.map((d) =>
        d.cancellations.length === 0 ? (
          <div key={d.graha}>
            <p>{t.stands(d.house, w.graha(d.graha), w.sign(d.sign))}</p>
            {d.remedies && <Remedies remedies={d.remedies} w={w} />}
          </div>
        ) : (
          <Reasons key={d.graha} lead={t.cancelled(w.graha(d.graha), w.sign(d.sign))} reasons={cancellationReasons(d, w)} />
        ),
      )}
    </Dosha>
  );
}

const TONES: Record<Tone, string> = {
  holds: 'bg-saffron-100 text-saffron-700',
  mild: 'bg-gold-300/40 text-night-800',
  clear: 'bg-emerald-50 text-emerald-900',
};

function Dosha({ id, title, gloss, status, tone, children }: { id: string; title: string; gloss: string; status: string; tone: Tone; children: ReactNode }) {
  return (
    <article aria-labelledby={id} className="rounded-2xl bg-cream/70 p-4 ring-1 ring-night-700/10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="font-semibold text-night-800">
          {title} <span className="font-normal text-muted">· {gloss}</span>
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{status}</span>
      </div>
      <div className="mt-2 space-y-1.5 text-sm text-ink">{children}</div>
    </article>
  );
}

function Reasons({ lead, reasons }: { lead: string; reasons: string[] }) {
  return (
    <div>
      <p>{lead}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted">{children}</p>;
}

function Remedies({ remedies, w }: { remedies: RemediesView; w: DoshaWords }) {
  const { language } = useLanguage();
  const r = w.t.remedies;
  const lines = remedyLines(remedies, language, w);
  return (
    <div className="mt-3 rounded-xl bg-white p-3 ring-1 ring-saffron-300/60">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-saffron-700">{r.title}</h4>
      <dl className="mt-2 space-y-2">
        {lines.mantras.map((m) => (
          <Remedy key={m.text} term={r.mantra}>
            <span className="font-medium text-night-800">{m.text}</span>
            <span className="block text-xs text-muted">{m.how}</span>
          </Remedy>
        ))}
        <Remedy term={r.charity}>{lines.charity}</Remedy>
        <Remedy term={r.fast}>{lines.fast}</Remedy>
      </dl>
    </div>
  );
}

function Remedy({ term, children }: { term: string; children: ReactNode }) {
  return (
    // Phones put the label over the words, so a mantra keeps the card's full width.
    <div className="grid gap-0.5 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
