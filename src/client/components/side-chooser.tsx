import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonView } from '../../shared/people';
import { BirthDetailsFields, useFieldError, type BirthFields, type FieldErrors } from './birth-details/birth-details-fields';
import { SelectField } from './form-field';
import { matchText } from '../i18n/match';
import { useText } from '../i18n/text';
import { Card } from './card';

export type Choice = { kind: 'me' } | { kind: 'person'; id: string } | { kind: 'new' };

type Props = {
  title: string;
  choice: Choice;
  onChoose: (choice: Choice) => void;
  /** False while the user's own birth details are incomplete. */
  meAvailable: boolean;
  /** The saved people, or null while they load (or failed to). */
  people: PersonView[] | null;
  peopleFailed: boolean;
  details: BirthFields;
  onDetails: (details: BirthFields) => void;
  errors: FieldErrors<BirthFields> & { person?: string };
  onClearError: (field: keyof BirthFields | 'person') => void;
  disabled: boolean;
  /** Another page's word on what happens to someone typed in, and what it adds under their fields. */
  newHint?: string;
  children?: ReactNode;
};

const chip = 'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors sm:flex-none';

/** One person chosen for a match or a muhurta: the user's own chart, a saved person, or someone typed in (words of the match picker; a page may give its own hint for someone typed in). */
export function SideChooser({ title, choice, onChoose, meAvailable, people, peopleFailed, details, onDetails, errors, onClearError, disabled, newHint, children }: Props) {
  const t = useText(matchText).picker;
  const headingId = useId();
  const error = useFieldError(errors);
  const kinds = ['me', 'person', 'new'] as const;
  const choose = (kind: Choice['kind']) => {
    if (kind === choice.kind) return;
    if (kind === 'person') onChoose({ kind, id: people?.[0]?.id ?? '' });
    else onChoose({ kind });
  };
  return (
    <Card aria-labelledby={headingId} className="sm:p-6">
      <h2 id={headingId} className="font-display text-2xl font-bold text-night-800">
        {title}
      </h2>
      {/* Toggle buttons (aria-pressed) in a labelled group, as the chart's style switch. */}
      <div role="group" aria-labelledby={headingId} className="mt-3 flex gap-1 rounded-xl bg-sand p-1 ring-1 ring-night-700/10">
        {kinds.map((kind) => {
          const pressed = choice.kind === kind;
          return (
            <button
              key={kind}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => choose(kind)}
              className={`${chip} ${pressed ? 'bg-night-800 text-gold-300 shadow-sm' : 'text-night-700 hover:bg-white/70'}`}
            >
              {t.choices[kind]}
            </button>
          );
        })}
      </div>

      <div className="mt-5 space-y-5">
        {choice.kind === 'me' && !meAvailable && (
          <p role="alert" className="text-sm text-maroon-700">
            {t.meIncomplete}{' '}
            <Link to="/profile" className="font-semibold underline">
              {t.completeProfile}
            </Link>
          </p>
        )}
        {choice.kind === 'person' && (
          <>
            {peopleFailed && <p role="alert" className="text-sm text-maroon-700">{t.peopleFailed}</p>}
            {people && people.length === 0 && (
              <p className="text-sm text-muted">
                {t.noPeople}{' '}
                <Link to="/family" className="font-semibold text-saffron-700 underline">
                  {t.addPeople}
                </Link>
              </p>
            )}
            {people && people.length > 0 && (
              <SelectField
                label={t.choosePerson}
                value={choice.id}
                error={error('person')}
                disabled={disabled}
                onChange={(event) => {
                  onChoose({ kind: 'person', id: event.target.value });
                  onClearError('person');
                }}
              >
                <option value="" disabled>
                  {t.pickOne}
                </option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
        {choice.kind === 'new' && (
          <>
            <p className="text-sm text-muted">{newHint ?? t.newHint}</p>
            <BirthDetailsFields
              values={details}
              onChange={onDetails}
              errors={errors}
              onClearError={onClearError}
              disabled={disabled}
              besideGender={null}
              hints={{ birthTime: t.newTimeHint, located: t.placeLocated, pick: t.placePick }}
            />
            {children}
          </>
        )}
      </div>
    </Card>
  );
}
