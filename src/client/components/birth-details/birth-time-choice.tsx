import type { ReactNode } from 'react';
import { birthTimeRanges, type BirthTimeAccuracy, type BirthTimeKnowledge, type BirthTimeRange } from '../../../shared/birth-time';
import { formatClockTime } from '../../lib/format';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { SelectField } from '../form-field';

/** The birth time's knowledge as the form holds it, beside the time itself. */
export type BirthTimeChoiceValues = { birthTime?: string; birthTimeAccuracy?: BirthTimeAccuracy; birthTimeRange?: BirthTimeRange | null };

/** One select value per choice: 'exact', 'unknown' or a part of the day. */
type Choice = 'exact' | 'unknown' | BirthTimeRange;

const choiceOf = (v: BirthTimeChoiceValues): Choice =>
  v.birthTimeAccuracy === 'unknown' ? 'unknown' : v.birthTimeAccuracy === 'range' && v.birthTimeRange ? v.birthTimeRange : 'exact';

/** The fields a choice sets: a time (typed next) only when exact, a range only for a part of the day. */
function valuesOf(choice: Choice): Required<BirthTimeChoiceValues> {
  if (choice === 'exact') return { birthTime: '', birthTimeAccuracy: 'exact', birthTimeRange: null };
  if (choice === 'unknown') return { birthTime: '', birthTimeAccuracy: 'unknown', birthTimeRange: null };
  return { birthTime: '', birthTimeAccuracy: 'range', birthTimeRange: choice };
}

type Props = {
  values: BirthTimeChoiceValues;
  onChange: (values: Required<BirthTimeChoiceValues>) => void;
  error?: string;
  disabled?: boolean;
  /** The exact time's input, shown only while the time is known. */
  timeInput: ReactNode;
};

/**
 * Whether the birth time is known, and roughly when if not: many people were never told theirs.
 * Choosing anything but the exact time hides the time input and empties it; the server then casts
 * the chart for noon or the middle of the part of the day and reads it from the Moon.
 */
export function BirthTimeChoice({ values, onChange, error, disabled, timeInput }: Props) {
  const t = useText(profileText).timeKnown;
  const choice = choiceOf(values);
  return (
    <div className="space-y-5">
      <SelectField
        label={t.label}
        value={choice}
        error={choice === 'exact' ? undefined : error}
        hint={choice === 'exact' ? undefined : t.hint}
        disabled={disabled}
        onChange={(event) => onChange(valuesOf(event.target.value as Choice))}
      >
        <option value="exact">{t.exact}</option>
        <option value="unknown">{t.unknown}</option>
        {birthTimeRanges.map((range) => (
          <option key={range} value={range}>
            {t.ranges[range]}
          </option>
        ))}
      </SelectField>
      {choice === 'exact' && timeInput}
    </div>
  );
}

/** A saved birth time as a person reads it: the time, or "Not known", or the part of the day. */
export function useBirthTimeShown() {
  const t = useText(profileText).timeKnown;
  const { language } = useLanguage();
  return (saved: BirthTimeKnowledge & { birthTime: string }) => {
    if (saved.birthTimeAccuracy === 'unknown') return t.unknownShown;
    if (saved.birthTimeAccuracy === 'range' && saved.birthTimeRange) return t.ranges[saved.birthTimeRange];
    return formatClockTime(saved.birthTime, language);
  };
}
