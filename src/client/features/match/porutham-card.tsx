import type { Verdict } from '../../../astro/matching';
import { NAKSHATRAS } from '../../../astro/nakshatra';
import { DECIDING_PORUTHAMS, type PoruthamMatch, type PoruthamName } from '../../../astro/porutham';
import { SIGNS } from '../../../astro/zodiac';
import { poruthamWordsIn, type PoruthamNames, type PoruthamWords } from '../../../shared/porutham-words';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ReportCard } from './report-card';
import { Spinner } from '../../components/spinner';
import { astroText } from '../../i18n/astro';
import { matchText } from '../../i18n/match';
import { useLanguage, useText } from '../../i18n/text';
import { toast } from '../../lib/toast';
import { useAddPoruthams } from './api/match-api';

export const verdictTone: Record<Verdict, string> = {
  'not-recommended': 'bg-maroon-700 text-white',
  acceptable: 'bg-gold-300 text-night-900',
  good: 'bg-emerald-600 text-white',
  excellent: 'bg-emerald-700 text-white',
};

const isDeciding = (name: PoruthamName) => (DECIDING_PORUTHAMS as readonly PoruthamName[]).includes(name);

/** The ten poruthams' words (their names, reasons and verdicts) in the reader's language. */
export function usePoruthamWords(): PoruthamWords {
  return poruthamWordsIn(useLanguage().language);
}

/** Signs, stars and planets as the reader's catalogue names them, for the reasons. */
function usePoruthamNames(): PoruthamNames {
  const astro = useText(astroText);
  return {
    sign: (index) => astro.sign[SIGNS[index]!.sanskrit as keyof typeof astro.sign],
    star: (index) => astro.nakshatra[NAKSHATRAS[index]!.sanskrit as keyof typeof astro.nakshatra],
    planet: (planet) => astro.graha[planet],
  };
}

/** A tick in a green disc or a cross in a maroon one: the word beside it says the same. */
function AgreesIcon({ pass }: { pass: boolean }) {
  return (
    <span className={`grid h-8 w-8 shrink-0 place-items-center rounded-full ${pass ? 'bg-emerald-600 text-white' : 'bg-maroon-700 text-white'}`} aria-hidden="true">
      <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {pass ? <path d="M4.5 10.5l3.5 3.5 7.5-8" /> : <path d="M5.5 5.5l9 9m0-9l-9 9" />}
      </svg>
    </span>
  );
}

/** The ten poruthams of a South Indian report: the count and verdict (its reason is in the page's header), then each with why. */
export function PoruthamCard({ poruthams }: { poruthams: PoruthamMatch }) {
  const t = { ...useText(matchText).porutham, ...usePoruthamWords() };
  const names = usePoruthamNames();
  return (
    <ReportCard id="poruthams-heading" title={t.title}>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-lg font-semibold text-night-800" data-testid="porutham-count">{t.outOf(poruthams.passed)}</p>
        <span className={`rounded-full px-3 py-0.5 text-sm font-bold ${verdictTone[poruthams.verdict]}`}>{t.verdicts[poruthams.verdict]}</span>
      </div>
      <p className="mt-2 text-sm text-muted">{t.decidingNote}</p>
      <ol className="mt-4 divide-y divide-night-700/10">
        {poruthams.poruthams.map((p) => {
          const deciding = isDeciding(p.name);
          return (
            <li key={p.name} data-testid="porutham" className={`flex gap-3 py-4 ${deciding ? '-mx-3 mt-3 rounded-2xl border-b-0 bg-gold-300/15 px-3 ring-1 ring-gold-400/40 sm:-mx-4 sm:px-4' : 'last:pb-0'}`}>
              <AgreesIcon pass={p.pass} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="text-lg font-bold text-night-800">
                    {t.poruthams[p.name].name}
                    {deciding && <span className="ml-2 inline-block rounded-full bg-night-800 px-2 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-gold-300 [&:lang(hi)]:tracking-normal">{t.deciding}</span>}
                  </h3>
                  <p className={`shrink-0 font-semibold ${p.pass ? 'text-emerald-700' : 'text-maroon-700'}`}>{p.pass ? t.agrees : t.doesNotAgree}</p>
                </div>
                <p className="mt-1 text-night-800">{t.reason(p, names)}</p>
                <p className="mt-1 text-sm text-muted">{t.poruthams[p.name].meaning}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </ReportCard>
  );
}

/** On a report made with the 36 gunas alone: read it with the ten poruthams too, for nothing. */
export function AskSouth({ matchId }: { matchId: string }) {
  const t = useText(matchText).porutham;
  const add = useAddPoruthams(matchId);
  return (
    <Card>
      <h2 className="font-semibold text-night-800">{t.askTitle}</h2>
      <p className="mt-1 text-sm text-muted">{t.askBody}</p>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        disabled={add.isPending}
        onClick={() => add.mutate(undefined, { onError: () => toast.error(t.askFailed) })}
      >
        {add.isPending ? <Spinner label={t.asking} /> : t.ask}
      </Button>
    </Card>
  );
}
