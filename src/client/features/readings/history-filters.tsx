import { useId } from 'react';
import { questionsText } from '../../i18n/questions';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { historyFilterTypes } from '../../lib/reading-info';
import type { HistoryFilter } from './api/history';

const chip = 'min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors';

/**
 * The search box and the All + type buttons, one for each reading type, Kundli Milan reports and questions.
 * `searchError` says why the search as typed is not run (too long), under the box.
 */
export function HistoryFilters({
  search,
  onSearch,
  searchError,
  filter,
  onFilter,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchError?: string;
  filter: HistoryFilter;
  onFilter: (value: HistoryFilter) => void;
}) {
  const t = useText(readingsText).history;
  const questions = useText(questionsText).history;
  const searchId = useId();
  const errorId = useId();
  const options: { value: HistoryFilter; label: string }[] = [
    { value: 'all', label: t.all },
    ...historyFilterTypes.map((type) => ({ value: type, label: t.filters[type] })),
    { value: 'questions', label: questions.filter },
  ];
  return (
    <div className="space-y-3">
      <label htmlFor={searchId} className="sr-only">
        {t.search}
      </label>
      <div className="relative">
        <svg viewBox="0 0 24 24" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t.search}
          aria-invalid={searchError ? true : undefined}
          aria-describedby={searchError ? errorId : undefined}
          className="block min-h-12 w-full rounded-xl border border-night-700/20 bg-white pl-12 pr-4 text-base text-night-900 placeholder:text-night-700/40 focus:border-saffron-500"
        />
      </div>
      {searchError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-maroon-700">
          {searchError}
        </p>
      )}
      {/* One scrolling row on phones, wrapping on wider screens. */}
      <div role="group" aria-label={t.filterLabel} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {options.map((option) => {
          const active = filter === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              onClick={() => onFilter(option.value)}
              className={`${chip} ${active ? 'bg-night-800 text-gold-300 shadow-sm' : 'bg-white text-night-800 ring-1 ring-night-700/15 hover:bg-sand'}`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
