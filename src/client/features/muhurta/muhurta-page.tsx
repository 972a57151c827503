import { QueryFallback } from '../../components/query-fallback';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { accessLevel } from '../../../shared/access';
import { muhurtaText } from '../../i18n/muhurta';
import { useText } from '../../i18n/text';
import { useSearchUpdate } from '../../lib/use-search-update';
import { useSession } from '../../lib/session';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';
import { useMuhurtas, type MuhurtaParams } from './muhurta-api';
import { MuhurtaControls, SPANS } from './muhurta-controls';
import { isSearchMonth, monthsAround, rangeOf } from './month-range';
import { WindowList } from './window-list';

/** What the address may hold. */
type Param = 'purpose' | 'from' | 'months' | 'lat' | 'lon' | 'place' | 'personal';

/**
 * /muhurta: the windows to begin an event over one to twelve months at a city, where the reader
 * lives to begin with. The choices live in the address (?purpose=&from=&months=&lat=&lon=&place=
 * &personal=1), so a search can be bookmarked or sent on, and the back button steps back through
 * the searches made.
 */
export function MuhurtaPage() {
  const { search, update, pickPlace } = useSearchUpdate<Param>();
  const t = useText(muhurtaText);
  const session = useSession();
  // The server decides; the page only hides the switch from a reader it would refuse.
  const personalAllowed = accessLevel(session.data?.profile) === 'premium';

  const purposes = Object.keys(t.purposes) as MuhurtaEvent[];
  const asked = search.get('purpose') as MuhurtaEvent | null;
  const purpose = asked && purposes.includes(asked) ? asked : 'vivah';
  const around = monthsAround(new Date());
  // A month from the address (a search sent on or bookmarked) is kept even when it is no longer offered.
  const askedFrom = search.get('from') ?? '';
  const from = isSearchMonth(askedFrom) ? askedFrom : around[1]!;
  const months = around.includes(from) ? around : [...around, from].sort();
  const span = SPANS.find((n) => String(n) === search.get('months')) ?? 1;
  const personal = personalAllowed && search.get('personal') === '1';
  const params: MuhurtaParams = {
    purpose,
    ...rangeOf(from, span),
    ...(search.get('lat') && search.get('lon') ? { lat: search.get('lat')!, lon: search.get('lon')!, place: search.get('place') ?? undefined } : {}),
    ...(personal ? { personal: '1' as const } : {}),
  };
  const muhurtas = useMuhurtas(params);

  const result = muhurtas.data;
  const placeLabel = params.lat ? (params.place ?? result?.place.label ?? '') : (result?.place.label ?? '');
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer className="space-y-6" width="max-w-4xl">
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        <MuhurtaControls
          purpose={purpose}
          from={from}
          span={span}
          months={months}
          placeLabel={placeLabel}
          personalAllowed={personalAllowed}
          personal={personal}
          onChange={update}
          onPlace={pickPlace}
        />
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
            {result.personal === 'applied' && <p className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">{t.personalApplied}</p>}
            <WindowList result={result} />
          </div>
        )}
      </PageContainer>
    </div>
  );
}
