import { useState } from 'react';
import { AccessGate } from '../../components/access-gate';
import { QueryFallback } from '../../components/query-fallback';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { muhurtaText } from '../../i18n/muhurta';
import { readingsText } from '../../i18n/readings';
import { localizeMessage } from '../../i18n/server-messages';
import { useLanguage, useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { useSearchUpdate } from '../../lib/use-search-update';
import { toast } from '../../lib/toast';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';
import { useCreatePersonal, useMuhurtas, usePersonalResult, usePersonalResults, type MuhurtaParams } from './muhurta-api';
import { MuhurtaControls, SPANS } from './muhurta-controls';
import { isSearchMonth, monthsAround, rangeOf } from './month-range';
import { PeoplePicker } from './people-picker';
import { SavedResults } from './saved-results';
import { WindowList } from './window-list';

/** What the address may hold. */
type Param = 'purpose' | 'from' | 'months' | 'lat' | 'lon' | 'place' | 'result';

/**
 * /muhurta: the windows to begin an event over one to twelve months at a city, where the reader
 * lives to begin with, free; narrowed to chosen people for the price of a reading, and kept. The
 * choices live in the address (?purpose=&from=&months=&lat=&lon=&place=, or ?result= for a saved
 * personal result), so a search can be bookmarked or sent on, and the back button steps back
 * through the searches made.
 */
export function MuhurtaPage() {
  const { search, update, pickPlace } = useSearchUpdate<Param>();
  const t = useText(muhurtaText);
  const { language } = useLanguage();
  const [gate, setGate] = useState(false);
  const create = useCreatePersonal();
  const saved = usePersonalResults();
  const resultId = search.get('result');
  const personal = usePersonalResult(resultId);

  const purposes = Object.keys(t.purposes) as MuhurtaEvent[];
  const asked = search.get('purpose') as MuhurtaEvent | null;
  const purpose = asked && purposes.includes(asked) ? asked : 'vivah';
  const around = monthsAround(new Date());
  // A month from the address (a search sent on or bookmarked) is kept even when it is no longer offered.
  const askedFrom = search.get('from') ?? '';
  const from = isSearchMonth(askedFrom) ? askedFrom : around[1]!;
  const months = around.includes(from) ? around : [...around, from].sort();
  const span = SPANS.find((n) => String(n) === search.get('months')) ?? 1;
  const params: MuhurtaParams = {
    purpose,
    ...rangeOf(from, span),
    ...(search.get('lat') && search.get('lon') ? { lat: search.get('lat')!, lon: search.get('lon')!, place: search.get('place') ?? undefined } : {}),
  };
  const muhurtas = useMuhurtas(params, resultId === null);

  if (gate) {
    return (
      <PageContainer>
        <AccessGate title={t.people.gateTitle} onBack={() => setGate(false)} words={readingsText[language].gate} />
      </PageContainer>
    );
  }

  /** Whom a personal result is narrowed to: a wedding's bride and groom by name, anyone else in a list. */
  const appliedTo = (people: ReadonlyArray<{ name: string; role?: 'bride' | 'groom' }>) => {
    const bride = people.find((p) => p.role === 'bride');
    const groom = people.find((p) => p.role === 'groom');
    return bride && groom ? t.people.appliedWedding(bride.name, groom.name) : t.people.applied(people.map((p) => p.name).join(', '));
  };

  if (resultId !== null) {
    const opened = personal.data;
    return (
      <div className="bg-gradient-to-b from-sand to-cream">
        <PageContainer className="space-y-6" width="max-w-4xl">
          <PageHeader title={t.title}>{opened ? t.purposes[opened.purpose] : t.intro}</PageHeader>
          <button type="button" onClick={() => update({ result: null })} className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-night-700 hover:bg-night-100/60">
            <span aria-hidden="true">←</span> {t.people.back}
          </button>
          <QueryFallback query={personal} loading={t.people.opening} />
          {opened && (
            <div>
              <p className="mb-4 text-muted">
                {t.at(opened.place.label)}
                {opened.windows[0] && ` · ${t.localTime(`UTC${opened.windows[0].start.slice(19)}`)}`}
              </p>
              <p className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">{appliedTo(opened.people)}</p>
              <WindowList result={opened} />
            </div>
          )}
        </PageContainer>
      </div>
    );
  }

  const findPersonal = (people: Parameters<typeof create.mutate>[0]['people']) =>
    create.mutate(
      { purpose, from: params.from, to: params.to, ...(params.lat && params.lon ? { lat: Number(params.lat), lon: Number(params.lon), place: params.place } : {}), people },
      {
        onSuccess: ({ id }) => update({ result: id }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) setGate(true);
          else toast.error(localizeMessage(error.message, language));
        },
      },
    );

  const result = muhurtas.data;
  const placeLabel = params.lat ? (params.place ?? result?.place.label ?? '') : (result?.place.label ?? '');
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer className="space-y-6" width="max-w-4xl">
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        <MuhurtaControls purpose={purpose} from={from} span={span} months={months} placeLabel={placeLabel} onChange={update} onPlace={pickPlace} />
        {/* The form keeps its people while the event changes; a wedding shows the bride and the groom. */}
        <PeoplePicker key={purpose === 'vivah' ? 'wedding' : 'other'} purpose={purpose} busy={create.isPending} onSubmit={findPersonal} />
        {saved.data && <SavedResults results={saved.data} onOpen={(id) => update({ result: id })} />}
        <QueryFallback query={muhurtas} loading={t.loading} />
        {result && (
          <div className={muhurtas.isPlaceholderData ? 'opacity-60' : ''} aria-busy={muhurtas.isPlaceholderData}>
            {muhurtas.isError && (
              <p role="alert" className="mb-4 rounded-2xl bg-maroon-700/5 px-4 py-3 text-sm text-maroon-700">
                {muhurtas.error.message}
              </p>
            )}
            {muhurtas.isPlaceholderData && (
              <p className="mb-3 text-sm text-muted">
                <Spinner label={t.loading} status />
              </p>
            )}
            <p className="mb-4 text-muted">
              {t.at(result.place.source === 'birth' ? `${result.place.label} (${t.birthPlace})` : result.place.source === 'residence' ? `${result.place.label} (${t.residence})` : result.place.label)}
              {result.windows[0] && ` · ${t.localTime(`UTC${result.windows[0].start.slice(19)}`)}`}
            </p>
            <WindowList result={result} />
          </div>
        )}
      </PageContainer>
    </div>
  );
}
