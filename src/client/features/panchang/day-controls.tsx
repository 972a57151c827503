import { useId } from 'react';
import { CityField } from '../../components/birth-details/city-field';
import { panchangText } from '../../i18n/panchang';
import { useText } from '../../i18n/text';
import { shiftDate } from '../../lib/panchang-time';
import type { Place } from '../../lib/places-api';
import { FIRST_DAY, LAST_DAY, isAnsweredDate } from './day-time';

type Props = {
  /** The day shown and today in India, 'YYYY-MM-DD'. */
  date: string;
  today: string;
  /** The label of the city shown. */
  placeLabel: string;
  onDate: (date: string | null) => void;
  onPlace: (place: Place) => void;
};

/** The day (a date field with the day before and after, and today) and the city, with suggestions. */
export function DayControls({ date, today, placeLabel, onDate, onPlace }: Props) {
  const t = useText(panchangText).controls;
  const dateId = useId();
  const step = (days: number) => onDate(shiftDate(date, days));
  const arrow = 'grid h-12 w-12 shrink-0 place-items-center rounded-xl border border-night-700/20 bg-white text-xl text-night-800 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <section aria-label={t.label} className="grid gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6 md:grid-cols-2">
      <div>
        <label htmlFor={dateId} className="block text-sm font-semibold text-night-800">
          {t.date}
        </label>
        <div className="mt-1.5 flex items-center gap-2">
          <button type="button" className={arrow} onClick={() => step(-1)} disabled={date <= FIRST_DAY} aria-label={t.previousDay}>
            <span aria-hidden="true">‹</span>
          </button>
          <input
            id={dateId}
            type="date"
            min={FIRST_DAY}
            max={LAST_DAY}
            value={date}
            onChange={(e) => isAnsweredDate(e.target.value) && onDate(e.target.value)}
            className="block min-h-12 min-w-0 flex-1 rounded-xl border border-night-700/20 bg-white px-3 text-base text-night-900 focus:border-saffron-500"
          />
          <button type="button" className={arrow} onClick={() => step(1)} disabled={date >= LAST_DAY} aria-label={t.nextDay}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <button
          type="button"
          onClick={() => onDate(null)}
          disabled={date === today}
          className="mt-2 rounded-lg px-2 py-1 text-sm font-semibold text-saffron-700 underline-offset-2 hover:underline disabled:text-muted disabled:no-underline"
        >
          {t.today}
        </button>
      </div>
      <CityField
        placeLabel={placeLabel}
        onPlace={onPlace}
        naming={{ label: t.city, placeholder: t.cityPlaceholder, suggestions: t.citySuggestions }}
        hints={{ located: t.cityShown, pick: t.cityPick }}
      />
    </section>
  );
}
