import type { BodyView, ChartView, Named } from '../../../shared/chart-view';
import { COMBUST, DIGNITY_LABELS, formatDegree, grahaAbbr, LAGNA, LAGNA_ABBR, RETROGRADE } from './format';

type Row = {
  key: string;
  abbr: string;
  name: Named;
  sign: Named;
  degree: number;
  nakshatra: Named;
  pada: number;
  house: number;
  retrograde: boolean;
  notes: Named[];
  lagna: boolean;
};

function rowsOf(chart: ChartView): Row[] {
  const { ascendant } = chart;
  const lagna: Row = {
    key: 'lagna',
    abbr: LAGNA_ABBR,
    name: LAGNA,
    sign: ascendant.signName,
    degree: ascendant.degree,
    nakshatra: ascendant.nakshatraName,
    pada: ascendant.pada,
    house: 1,
    retrograde: false,
    notes: [],
    lagna: true,
  };
  return [lagna, ...chart.bodies.map(bodyRow)];
}

function bodyRow(body: BodyView): Row {
  const notes: Named[] = [];
  if (body.dignity !== 'neutral') notes.push(DIGNITY_LABELS[body.dignity]);
  if (body.combust) notes.push(COMBUST);
  return {
    key: body.name,
    abbr: grahaAbbr(body.name),
    name: body.displayName,
    sign: body.signName,
    degree: body.degree,
    nakshatra: body.nakshatraName,
    pada: body.pada,
    house: body.house,
    retrograde: body.retrograde,
    notes,
    lagna: false,
  };
}

/** The lagna and the nine grahas: a table from `sm` up, stacked cards on phones. */
export function BodiesTable({ chart }: { chart: ChartView }) {
  const rows = rowsOf(chart);
  return (
    <section aria-labelledby="bodies-heading" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="bodies-heading" className="font-display text-2xl font-bold text-night-800">
        Grahas <span className="text-lg font-semibold text-muted">· the planets</span>
      </h2>
      <p className="mt-1 text-sm text-muted">Sidereal positions at the moment of birth.</p>

      {/* The scroll wrapper is a safety net for narrow tablets; from sm the columns normally fit. */}
      <div className="mt-4 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-night-700/15 text-xs uppercase tracking-wider text-muted">
              <HeaderCell term="Graha" gloss="planet" className="pr-2.5" />
              <HeaderCell term="Rashi" gloss="sign" className="px-2.5" />
              <HeaderCell term="Degree" gloss="in sign" className="px-2.5 text-right" />
              <HeaderCell term="Nakshatra" gloss="& pada" className="px-2.5" />
              <HeaderCell term="Bhava" gloss="house" className="pl-2.5 text-center" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`border-b border-night-700/10 align-top last:border-0 ${row.lagna ? 'bg-saffron-50/70' : ''}`}>
                <th scope="row" className="py-3 pr-2.5 text-left font-normal">
                  <GrahaName row={row} />
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
                    {row.nakshatra.sanskrit}
                    {/* No-break spaces keep the pada with the last word of the name. */}
                    <span className="font-normal text-muted">{'\u00a0·\u00a0'}{row.pada}</span>
                  </span>
                  <span className="block text-xs text-muted">{row.nakshatra.english}</span>
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
              <GrahaName row={row} />
              <span className="text-right text-sm">
                <span className="text-muted">Bhava </span>
                <span className="font-semibold tabular-nums text-night-800">{row.house}</span>
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pl-9.5 text-sm">
              <dt className="text-muted">Rashi</dt>
              <dd>
                <NamePair named={row.sign} /> <span className="font-medium tabular-nums text-night-800">{formatDegree(row.degree)}</span>
              </dd>
              <dt className="text-muted">Nakshatra</dt>
              <dd>
                <span className="font-medium text-night-800">{row.nakshatra.sanskrit}</span>
                <span className="text-muted"> · pada {row.pada}</span>
                <span className="block text-xs text-muted">{row.nakshatra.english}</span>
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
        <span aria-hidden="true" className="font-semibold text-maroon-700">℞</span> {RETROGRADE.sanskrit} · {RETROGRADE.english}.{' '}
        {[...Object.values(DIGNITY_LABELS), COMBUST].map((note) => `${note.sanskrit} · ${note.english}`).join('; ')}.
      </p>
    </section>
  );
}

function GrahaName({ row }: { row: Row }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
          row.lagna ? 'bg-saffron-500 text-night-950' : 'bg-night-800 text-gold-300'
        }`}
      >
        {row.abbr}
      </span>
      <span className="leading-tight">
        <span className="font-semibold text-night-800">{row.name.sanskrit}</span>
        {row.retrograde && (
          <span className="ml-1 font-semibold text-maroon-700" title="Retrograde (vakri)">
            <span aria-hidden="true">℞</span>
            <span className="sr-only">retrograde</span>
          </span>
        )}
        <span className="block text-xs text-muted">{row.name.english}</span>
      </span>
    </span>
  );
}

function NamePair({ named }: { named: Named }) {
  return (
    <span>
      <span className="font-medium text-night-800">{named.sanskrit}</span>
      <span className="text-muted"> · {named.english}</span>
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

function Stacked({ named }: { named: Named }) {
  return (
    <>
      <span className="block font-medium text-night-800">{named.sanskrit}</span>
      <span className="block text-xs text-muted">{named.english}</span>
    </>
  );
}

/** `stacked` puts one badge per line, so the table's first column stays as narrow as a badge. */
function Badges({ notes, stacked = false }: { notes: Named[]; stacked?: boolean }) {
  if (notes.length === 0) return null;
  return (
    <span className={`flex gap-1 ${stacked ? 'flex-col items-start' : 'flex-wrap'}`}>
      {notes.map((note) => (
        <span
          key={note.sanskrit}
          className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badgeTone(note)}`}
        >
          {note.sanskrit} <span className="font-normal">· {note.english}</span>
        </span>
      ))}
    </span>
  );
}

const badgeTone = (note: Named) =>
  note === DIGNITY_LABELS.exalted
    ? 'bg-gold-300/40 text-saffron-700 ring-gold-400/50'
    : note === DIGNITY_LABELS.own
      ? 'bg-night-100 text-night-700 ring-night-600/20'
      : 'bg-maroon-700/10 text-maroon-700 ring-maroon-700/20';
