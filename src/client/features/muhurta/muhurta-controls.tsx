import { useId } from 'react';
import { CityField } from '../../components/birth-details/city-field';
import { muhurtaText } from '../../i18n/muhurta';
import { useText } from '../../i18n/text';
import type { Place } from '../../lib/places-api';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';

/** How many months one search may cover: the API's limit of a year. */
export const SPANS = [1, 2, 3, 6, 12] as const;

type Props = {
  purpose: MuhurtaEvent;
  /** The first month 'YYYY-MM', one of `months`, and how many months from it. */
  from: string;
  span: number;
  months: readonly string[];
  placeLabel: string;
  onChange: (changes: { purpose?: MuhurtaEvent; from?: string; months?: string }) => void;
  onPlace: (place: Place) => void;
};

const select = 'mt-1.5 block min-h-12 w-full rounded-xl border border-night-700/20 bg-white px-3 text-base text-night-900 focus:border-saffron-500';
const label = 'block text-sm font-semibold text-night-800';

/** The purpose, the months and the city. */
export function MuhurtaControls({ purpose, from, span, months, placeLabel, onChange, onPlace }: Props) {
  const t = useText(muhurtaText);
  const c = t.controls;
  const ids = { purpose: useId(), from: useId(), span: useId() };
  return (
    <section aria-label={c.label} className="grid gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6 md:grid-cols-2">
      <div className="md:col-span-2">
        <label htmlFor={ids.purpose} className={label}>
          {c.purpose}
        </label>
        <select id={ids.purpose} className={select} value={purpose} onChange={(e) => onChange({ purpose: e.target.value as MuhurtaEvent })}>
          {(Object.keys(t.purposes) as MuhurtaEvent[]).map((key) => (
            <option key={key} value={key}>
              {t.purposes[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <div>
          <label htmlFor={ids.from} className={label}>
            {c.from}
          </label>
          <select id={ids.from} className={select} value={from} onChange={(e) => onChange({ from: e.target.value })}>
            {months.map((month) => (
              <option key={month} value={month}>
                {t.monthYear(Number(month.slice(5)) - 1, Number(month.slice(0, 4)))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.span} className={label}>
            {c.span}
          </label>
          <select id={ids.span} className={select} value={span} onChange={(e) => onChange({ months: e.target.value })}>
            {SPANS.map((n) => (
              <option key={n} value={n}>
                {c.months(n)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CityField
        placeLabel={placeLabel}
        onPlace={onPlace}
        naming={{ label: c.city, placeholder: c.cityPlaceholder, suggestions: c.citySuggestions }}
        hints={{ located: c.cityShown, pick: c.cityPick }}
      />
    </section>
  );
}
