import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { KOOTAS, type MatchResult, type Side } from '../../../astro/matching';
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { SIGNS } from '../../../astro/zodiac';
import type { MatchPersonView } from '../../../shared/match';
import { formatGunas, mangalSideWord, mangalSummary } from '../../../shared/match-words';
import { BackButton } from '../../components/back-button';
import { Button, ButtonLink } from '../../components/button';
import { DownloadIcon } from '../../components/download-icon';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { astroText } from '../../i18n/astro';
import { commonText } from '../../i18n/common';
import { matchText } from '../../i18n/match';
import { useLanguage, useText } from '../../i18n/text';
import { trackEvent } from '../../lib/track';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { fetchPdf, saveFile } from '../../lib/pdf-download';
import { matchQuery } from './api/match-api';
import { useKootaValue } from './koota-value';
import { MatchReportSkeleton } from './match-report-skeleton';
import { AskSouth, PoruthamCard, usePoruthamWords, verdictTone } from './porutham-card';
import { Card } from '../../components/card';
import { ReportCard } from './report-card';
import { toast } from '../../lib/toast';

const scoreLabel = 'mb-2 text-sm font-semibold text-night-100/80';

/** /match/{id}: a saved Kundli Milan report, drawn in the interface language, with its PDF. */
export function MatchReportPage() {
  const { matchId = '' } = useParams();
  const query = useQuery(matchQuery(matchId));
  const { language } = useLanguage();
  const common = useText(commonText);
  const t = useText(matchText);
  const southWords = usePoruthamWords();

  if (query.isPending) return <MatchReportSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer>
        <StateCard
          title={missing ? t.report.notFoundTitle : t.report.errorTitle}
          tone="error"
          headingLevel={1}
          actions={
            <>
              <ButtonLink to="/match">{t.report.newMatch}</ButtonLink>
              {!missing && (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {common.pageError.retry}
                </Button>
              )}
            </>
          }
        >
          {missing ? t.report.notFound : t.report.failed}
        </StateCard>
      </PageContainer>
    );
  }

  const { match } = query.data;
  const { result, poruthams } = match;
  const names: Record<Side, string> = { a: match.a.name, b: match.b.name };
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <BackButton />
        <header className="night-sky mt-2 overflow-hidden rounded-3xl px-5 py-7 text-night-100 shadow-lg ring-1 ring-gold-400/30 sm:px-8 sm:py-9">
          <p className="text-xs font-bold uppercase tracking-widest text-gold-300 [&:lang(hi)]:tracking-normal">{t.title}</p>
          <h1 className="mt-1 font-display text-3xl font-bold leading-tight text-white sm:text-5xl">
            {names.a} <span className="text-gold-300">&amp;</span> {names.b}
          </h1>
          {/* A South Indian report puts the poruthams' count beside the gunas. */}
          <div className={`mt-5 grid gap-6 ${poruthams ? 'sm:grid-cols-2 sm:gap-8' : ''}`}>
            <div>
              {poruthams && <p className={scoreLabel}>{t.report.gunasLabel}</p>}
              <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
                <p className="font-display leading-none text-gold-300">
                  <span data-testid="match-total" className="text-6xl font-bold sm:text-7xl">{formatGunas(result.total)}</span>
                  <span className="ml-2 text-lg text-night-100/90">{t.report.outOf}</span>
                </p>
                <span className={`rounded-full px-3.5 py-1 text-sm font-bold ${verdictTone[result.verdict]}`}>{t.verdicts[result.verdict]}</span>
              </div>
              <p className="mt-3 text-night-100/90">{t.verdictNotes[result.verdict]}</p>
            </div>
            {poruthams && (
              <div className="border-t border-gold-400/30 pt-5 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8">
                <p className={scoreLabel}>{t.report.poruthamsLabel}</p>
                <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
                  <p className="font-display leading-none text-gold-300">
                    <span data-testid="porutham-total" className="text-6xl font-bold sm:text-7xl">{poruthams.passed}</span>
                    <span className="ml-2 text-lg text-night-100/90">{t.porutham.outOfTen}</span>
                  </p>
                  <span className={`rounded-full px-3.5 py-1 text-sm font-bold ${verdictTone[poruthams.verdict]}`}>{southWords.verdicts[poruthams.verdict]}</span>
                </div>
                <p className="mt-3 text-night-100/90">{southWords.verdictNote(poruthams)}</p>
              </div>
            )}
          </div>
          <p className="mt-2 text-sm text-night-100/70">
            <time dateTime={match.createdAt}>{t.report.made(formatDate(match.createdAt, language))}</time>
          </p>
        </header>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div className="space-y-6">
            {poruthams && <PoruthamCard poruthams={poruthams} />}
            <KootaList result={result} names={names} />
            {result.cancellations.length > 0 && <Cancellations result={result} />}
            <Mangal result={result} names={names} timeKnown={{ a: match.a.birthTimeKnown !== false, b: match.b.birthTimeKnown !== false }} />
          </div>
          <aside className="space-y-4">
            <Actions matchId={match.matchId} />
            {!poruthams && <AskSouth matchId={match.matchId} />}
            <People people={[match.a, match.b]} result={result} />
          </aside>
        </div>
        <p className="mt-8 text-xs text-muted">{t.report.disclaimer}</p>
      </PageContainer>
    </div>
  );
}

function KootaList({ result, names }: { result: MatchResult; names: Record<Side, string> }) {
  const t = useText(matchText);
  const valueOf = useKootaValue();
  return (
    <ReportCard id="kootas-heading" title={t.report.kootasTitle}>
      <ol className="mt-4 divide-y divide-night-700/10">
        {KOOTAS.map((koota) => {
          const score = result.kootas[koota];
          const full = score.points === score.max;
          return (
            <li key={koota} data-testid="koota" className="py-4 first:pt-0 last:pb-0">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="text-lg font-bold text-night-800">{t.kootas[koota].name}</h3>
                <p className={`shrink-0 font-semibold tabular-nums ${score.points === 0 ? 'text-maroon-700' : full ? 'text-emerald-700' : 'text-night-800'}`}>
                  {t.report.points(formatGunas(score.points), score.max)}
                </p>
              </div>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand" aria-hidden="true">
                <div className="h-full rounded-full bg-saffron-500" style={{ width: `${(score.points / score.max) * 100}%` }} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm">
                {(['a', 'b'] as const).map((side) => (
                  <div key={side} className="min-w-0">
                    <dt className="truncate text-muted">{names[side]}</dt>
                    <dd className="font-medium text-night-800">{valueOf(koota, score[side])}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-ink/80">{t.kootas[koota].meaning}</p>
            </li>
          );
        })}
      </ol>
    </ReportCard>
  );
}

function Cancellations({ result }: { result: MatchResult }) {
  const t = useText(matchText);
  return (
    <section aria-labelledby="cancellations-heading" className="rounded-3xl bg-emerald-50 p-5 ring-1 ring-emerald-700/20 sm:p-7">
      <h2 id="cancellations-heading" className="font-display text-2xl font-bold text-night-800">
        {t.report.cancellationsTitle}
      </h2>
      <ul className="mt-3 space-y-2">
        {result.cancellations.map((c) => (
          <li key={`${c.koota}-${c.rule}`} className="text-night-800">
            <span className="font-semibold">{t.doshaCancelled[c.koota]}:</span> {t.rules[c.rule]}.
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t.report.cancellationsNote}</p>
    </section>
  );
}

function Mangal({ result, names, timeKnown }: { result: MatchResult; names: Record<Side, string>; timeKnown: Record<Side, boolean> }) {
  const t = useText(matchText).mangal;
  const status = (side: Side) => t[mangalSideWord(result.mangal[side])];
  const { word, side } = mangalSummary(result.mangal);
  const summary = word === 'oneSided' ? t.oneSided(names[side!]) : t[word];
  return (
    <ReportCard id="mangal-heading" title={t.title}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {(['a', 'b'] as const).map((side) => (
          <div key={side} className="rounded-2xl bg-sand/60 px-4 py-3">
            <dt className="text-sm text-muted">{names[side]}</dt>
            <dd className={`font-semibold ${result.mangal[side].present && !result.mangal[side].cancelled ? 'text-maroon-700' : 'text-night-800'}`}>{status(side)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-night-800">{summary}</p>
      {(['a', 'b'] as const).filter((side) => !timeKnown[side]).map((side) => (
        <p key={side} className="mt-2 text-sm text-muted">{t.fromMoon(names[side])}</p>
      ))}
    </ReportCard>
  );
}

function People({ people, result }: { people: [MatchPersonView, MatchPersonView]; result: MatchResult }) {
  const t = useText(matchText);
  const astro = useText(astroText);
  const groom = result.roles.groom === 'a' ? people[0] : people[1];
  const bride = result.roles.groom === 'a' ? people[1] : people[0];
  return (
    <Card>
      <h2 className="font-semibold text-night-800">{t.report.moonTitle}</h2>
      <dl className="mt-2 space-y-2 text-sm">
        {people.map((person, index) => {
          const moon = result.moon[index === 0 ? 'a' : 'b'];
          const sign = astro.sign[SIGNS[moon.sign]!.sanskrit as keyof typeof astro.sign];
          const nakshatra = astro.nakshatra[NAKSHATRAS[moon.nakshatra]!.sanskrit as keyof typeof astro.nakshatra];
          return (
            <div key={index}>
              <dt className="text-muted">{person.name}</dt>
              <dd className="font-medium text-night-800">{t.report.moonLine(sign, nakshatra, moon.pada)}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-muted">{result.roles.basis === 'gender' ? t.roles.byGender(groom.name, bride.name) : t.roles.aAsGroom(people[0].name)}</p>
    </Card>
  );
}

function Actions({ matchId }: { matchId: string }) {
  const t = useText(matchText).report;
  const common = useText(commonText);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchPdf(`/api/matches/${encodeURIComponent(matchId)}/pdf`, 'kundli-milan.pdf');
      saveFile(blob, fileName);
      trackEvent('pdf_downloaded', {});
    } catch (error) {
      console.warn('PDF download failed', error);
      toast.error(common.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    // One under the other when they cannot fit side by side (a zoomed page).
    <div className="flex flex-wrap gap-2 lg:flex-col">
      <Button variant="secondary" onClick={() => void download()} disabled={busy} className="flex-1 lg:flex-none">
        {busy ? <Spinner label={t.downloading} /> : <><DownloadIcon /> {t.download}</>}
      </Button>
      <ButtonLink to="/match" variant="ghost" className="flex-1 lg:flex-none">
        {t.newMatch}
      </ButtonLink>
    </div>
  );
}
