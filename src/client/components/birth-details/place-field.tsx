import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { messages } from '../../../shared/messages';
import { localizeMessage } from '../../i18n/server-messages';
import { usePlaces, type Place } from '../../lib/places-api';

type Props = {
  city: string;
  located: boolean;
  error?: string;
  disabled?: boolean;
  /** Shown, not edited: no hint on picking a suggestion. */
  readOnly?: boolean;
  onType: (city: string) => void;
  onPick: (place: Place) => void;
  /** The hints under the field, when they are about someone other than the user. */
  hints?: PlaceHints;
  /** The label, placeholder and list name, when the field asks for another place than a birth place. */
  naming?: PlaceNaming;
};

export type PlaceHints = { located: string; pick: string };
export type PlaceNaming = { label: string; placeholder: string; suggestions: string };

/**
 * Birth place with suggestions from the offline gazetteer: an ARIA 1.2 combobox (arrow keys,
 * Enter, Escape; the active option is announced). Free text stays allowed, as the spec asks.
 */
export function PlaceField({ city, located, error, disabled, readOnly, onType, onPick, hints, naming }: Props) {
  const t = useText(profileText).place;
  const { language } = useLanguage();
  const words = naming ?? t;
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(city, 150);
  const found = usePlaces(query);
  const places = found.data?.places ?? [];
  const showList = open && places.length > 0 && !disabled;
  // What the gazetteer said about the text now in the field (not an older one still debouncing).
  const answered = !located && !readOnly && !disabled && found.isSuccess && query === city && places.length === 0;
  const nearMatch = answered ? found.data.nearMatches[0] : undefined;
  const notFound = answered && !nearMatch && query.trim().length >= 3;

  const pick = (index: number) => {
    const place = places[index];
    if (!place) return;
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (places.length ? (i + 1) % places.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (places.length ? (i <= 0 ? places.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [error ? `${id}-error` : readOnly ? undefined : `${id}-hint`, nearMatch ? `${id}-near` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-night-800">
        {words.label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={words.placeholder}
        maxLength={120}
        value={city}
        disabled={disabled}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={`mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-night-900 placeholder:text-night-700/35 focus:border-saffron-500 disabled:bg-sand/60 disabled:text-night-800 ${
          error ? 'border-maroon-700' : 'border-night-700/20'
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-night-700/15 bg-white py-1 shadow-xl"
      >
        {places.map((place, index) => (
          <li
            key={`${place.name}-${place.latitude}-${place.longitude}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(index);
            }}
            className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-saffron-50' : 'hover:bg-sand/60'}`}
          >
            <span className="font-medium text-night-900">{place.name}</span>
            <span className="block text-xs text-muted">{[place.region, place.country].filter(Boolean).join(', ')}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" aria-live="polite">
        {showList ? t.available(places.length) : ''}
      </span>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : readOnly ? null : notFound ? (
        // Nothing on the map by that name, nor near it: ask for a town the map has.
        <p id={`${id}-hint`} aria-live="polite" className="mt-1 text-sm font-medium text-maroon-700">
          {localizeMessage(messages.birthPlaceNotFound, language)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {located ? (hints?.located ?? t.located) : (hints?.pick ?? t.pick)}
        </p>
      )}
      {nearMatch && (
        <p id={`${id}-near`} aria-live="polite" className="mt-2 text-sm text-night-800">
          {t.didYouMean}
          <button
            type="button"
            onClick={() => onPick(nearMatch)}
            className="mx-1 min-h-8 rounded-lg bg-saffron-50 px-2 font-semibold text-saffron-800 underline underline-offset-2 ring-1 ring-saffron-400/60 hover:bg-saffron-100"
          >
            {nearMatch.name}
          </button>
          {t.didYouMeanEnd}
          <span className="block text-xs text-muted">{[nearMatch.region, nearMatch.country].filter(Boolean).join(', ')}</span>
        </p>
      )}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
