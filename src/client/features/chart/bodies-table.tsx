import type { BodyView, ChartView } from '../../../shared/chart-view';
import { chartText } from '../../i18n/chart';
import { kundliText } from '../../i18n/kundli';
import { useText } from '../../i18n/text';
import { formatDegree } from './format';
import { useGrahaExplainer, type Explain } from './graha-explainer';
import { useNames, type Names, type Term } from './names';

type NoteKey = Exclude<BodyView['dignity'], 'neutral'> | 'combust';

type Row = {
  key: string;
  abbr: string;
  name: Term;
  sign: Term;
  degree: number;
  nakshatra: Term;
  pada: number;
  house: number;
  retrograde: boolean;
  notes: NoteKey[];
  lagna: boolean;
};

function rowsOf(chart: ChartView, names: Names): Row[] {
  const { ascendant } = chart;
  // Without an exact birth time there is no lagna to list: the houses are counted from the Moon.
  if (!ascendant) return chart.bodies.map((body) => bodyRow(body, names));
  const lagna: Row = {
    key: 'lagna',
    abbr: names.lagnaAbbr,
    name: names.lagna,
    sign: names.sign(ascendant.signName),
    degree: ascendant.degree,
    nakshatra: names.nakshatra(ascendant.nakshatraName),
    pada: ascendant.pada,
    house: 1,
    retrograde: false,
    notes: [],
    lagna: true,
  };
  return [lagna, ...chart.bodies.map((body) => bodyRow(body, names))];
}

function bodyRow(body: BodyView, names: Names): Row {
  const notes: NoteKey[] = [];
  if (body.dignity !== 'neutral') notes.push(body.dignity);
  if (body.combust) notes.push('combust');
  return {
    key: body.name,
    abbr: names.grahaAbbr(body.name),
    name: names.graha(body.name),
    sign: names.sign(body.signName),
    degree: body.degree,
    nakshatra: names.nakshatra(body.nakshatraName),
    pada: body.pada,
    house: body.house,
    retrograde: body.retrograde,
    notes,
    lagna: false,
  };
}

/** The lagna and the nine grahas: a table from `sm` up, stacked cards on phones. */
export function BodiesTable({ chart }: { chart: ChartView }) {
  const t = useText(chartText);
  const k = useText(kundliText).graha;
  const rows = rowsOf(chart, useNames());
  const { explain, dialog } = useGrahaExplainer(chart);
  const legendNote = (key: NoteKey | 'retrograde') => `${t.notes[key].name} · ${t.notes[key].gloss}`;
  return (
    <section aria-labelledby="bodies-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="bodies-heading" className="font-display text-2xl font-bold text-night-800">
        {t.bodies.title} <span className="text-lg font-semibold text-muted">· {t.bodies.gloss}</span>
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t.bodies.intro} {k.tapHint}
      </p>
      {dialog}

      {/* The scroll wrapper is a safety net for narrow tablets; from sm the columns normally fit. */}
      <div className="mt-4 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-night-700/15 text-xs uppercase tracking-wider text-muted">
              <HeaderCell term={t.bodies.graha} gloss={t.bodies.grahaGloss} className="pr-2.5" />
              <HeaderCell term={t.bodies.rashi} gloss={t.bodies.rashiGloss} className="px-2.5" />
              <HeaderCell term={t.bodies.degree} gloss={t.bodies.degreeGloss} className="px-2.5 text-right" />
              <HeaderCell term={t.bodies.nakshatra} gloss={t.bodies.nakshatraGloss} className="px-2.5" />
              <HeaderCell term={t.bodies.bhava} gloss={t.bodies.bhavaGloss} className="pl-2.5 text-center" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`border-b border-night-700/10 align-top last:border-0 ${row.lagna ? 'bg-saffron-50/70' : ''}`}>
                <th scope="row" className="py-3 pr-2.5 text-left font-normal">
                  <GrahaName row={row} onExplain={explain} />
                  {row.notes.length > 0 && (
                    <div className="mt-2">
                      <Badges notes={row.notes} stacked />
                    </div>
                  )}
                </th>
                <td className="px-2.5 py-3">
                  <Stacked named={row.sign} />
                </td>
                <td className="px-2.5 py-3 text-right font-medium tabular-nums text-night-800">{formatDegree(row.degree)}</td>
                <td className="px-2.5 py-3">
                  <span className="font-medium text-night-800">
                    {row.nakshatra.name}
                    {/* No-break spaces keep the pada with the last word of the name. */}
                    <span className="font-normal text-muted">{'\u00a0·\u00a0'}{row.pada}</span>
                  </span>
                  <Gloss term={row.nakshatra} />
                </td>
                <td className="py-3 pl-2.5 text-center font-medium tabular-nums text-night-800">{row.house}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.key} className={`px-3 py-3 ${row.lagna ? 'rounded-2xl bg-saffron-50' : 'border-t border-night-700/10 first:border-0'}`}>
            <div className="flex items-start justify-between gap-3">
              <GrahaName row={row} onExplain={explain} />
              <span className="text-right text-sm">
                <span className="text-muted">{t.bodies.bhava} </span>
                <span className="font-semibold tabular-nums text-night-800">{row.house}</span>
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pl-9.5 text-sm">
              <dt className="text-muted">{t.bodies.rashi}</dt>
              <dd>
                <NamePair named={row.sign} /> <span className="font-medium tabular-nums text-night-800">{formatDegree(row.degree)}</span>
              </dd>
              <dt className="text-muted">{t.bodies.nakshatra}</dt>
              <dd>
                <span className="font-medium text-night-800">{row.nakshatra.name}</span>
                <span className="text-muted"> · {t.bodies.pada(row.pada)}</span>
                <Gloss term={row.nakshatra} />
              </dd>
            </dl>
            {row.notes.length > 0 && (
              <div className="mt-2 pl-9.5">
                <Badges notes={row.notes} />
              </div>
            )}
          </li>
        ))}
      </ul>

      <p className="mt-4 border-t border-night-700/10 pt-3 text-xs text-muted">
        <span aria-hidden="true" className="font-semibold text-maroon-700">{t.bodies.retrogradeSymbol}</span>{' '}
        {t.bodies.legend(legendNote('retrograde'), NOTE_KEYS.map(legendNote).join('; '))}
      </p>
    </section>
  );
}

/** A graha's name is a button that explains its place; the lagna's is plain text. */
function GrahaName({ row, onExplain }: { row: Row; onExplain: Explain }) {
  const t = useText(chartText).bodies;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
          row.lagna ? 'bg-saffron-500 text-night-950' : 'bg-night-800 text-gold-300'
        }`}
      >
        {row.abbr}
      </span>
      <span className="leading-tight">
        <span className={`font-semibold text-night-800 ${row.lagna ? '' : 'underline decoration-dotted underline-offset-4'}`}>{row.name.name}</span>
        {row.retrograde && (
          <span className="ml-1 font-semibold text-maroon-700" title={t.retrogradeTitle}>
            <span aria-hidden="true">{t.retrogradeSymbol}</span>
            <span className="sr-only">{t.retrogradeSpoken}</span>
          </span>
        )}
        <Gloss term={row.name} />
      </span>
    </>
  );
  if (row.lagna) return <span className="flex items-center gap-2.5">{content}</span>;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onExplain(row.key, event.currentTarget)}
      className="-m-1 flex items-center gap-2.5 rounded-lg p-1 text-left hover:bg-sand/60 focus-visible:outline-2 focus-visible:outline-saffron-600"
    >
      {content}
    </button>
  );
}

/** The English gloss under a name; Hindi shows the name alone. */
function Gloss({ term }: { term: Term }) {
  return term.gloss ? <span className="block text-xs text-muted">{term.gloss}</span> : null;
}

function NamePair({ named }: { named: Term }) {
  return (
    <span>
      <span className="font-medium text-night-800">{named.name}</span>
      {named.gloss && <span className="text-muted"> · {named.gloss}</span>}
    </span>
  );
}

function HeaderCell({ term, gloss, className }: { term: string; gloss: string; className: string }) {
  return (
    <th scope="col" className={`py-2 align-bottom font-semibold ${className}`}>
      {term}
      <span className="block font-normal normal-case tracking-normal">{gloss}</span>
    </th>
  );
}

function Stacked({ named }: { named: Term }) {
  return (
    <>
      <span className="block font-medium text-night-800">{named.name}</span>
      <Gloss term={named} />
    </>
  );
}

const NOTE_KEYS: readonly NoteKey[] = ['exalted', 'debilitated', 'own', 'combust'];

/** `stacked` puts one badge per line, so the table's first column stays as narrow as a badge. */
function Badges({ notes, stacked = false }: { notes: NoteKey[]; stacked?: boolean }) {
  const t = useText(chartText).notes;
  if (notes.length === 0) return null;
  return (
    <span className={`flex gap-1 ${stacked ? 'flex-col items-start' : 'flex-wrap'}`}>
      {notes.map((note) => (
        <span key={note} className={`${stacked ? 'whitespace-nowrap' : ''} rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE_TONES[note]}`}>
          {t[note].name} <span className="font-normal">· {t[note].gloss}</span>
        </span>
      ))}
    </span>
  );
}

const BADGE_TONES: Readonly<Record<NoteKey, string>> = {
  exalted: 'bg-gold-300/40 text-saffron-700 ring-gold-400/50',
  own: 'bg-night-100 text-night-700 ring-night-600/20',
  debilitated: 'bg-maroon-700/10 text-maroon-700 ring-maroon-700/20',
  combust: 'bg-maroon-700/10 text-maroon-700 ring-maroon-700/20',
};
