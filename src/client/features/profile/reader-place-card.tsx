import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { localizeMessage } from '../../i18n/server-messages';
import { localizeResidenceMessage, residenceMessagesIn } from '../../../shared/residence-messages';
import type { ProfileView } from '../../../shared/profile';
import { residenceSchema } from '../../../shared/residence-schema';
import type { LunarMonthConvention } from '../../../shared/residence';
import { PlaceField } from '../../components/birth-details/place-field';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { api, unwrap } from '../../lib/api';
import type { Place } from '../../lib/places-api';
import { queryKeys } from '../../lib/query-keys';
import { setSessionProfile } from '../../lib/session';

type Saved = { profile: ProfileView; message: string };
/** The confirmation shown, by its message's name: said in the page's language even after a switch. */
type Status = 'residenceUpdated' | 'residenceCleared' | 'lunarMonthUpdated';

/**
 * Saves a change to the reader's place or calendar. Everything dated by it follows: the chart
 * page's day, the day card, the panchang (a picked city's too: it carries the reader's month
 * names) and which reading is "today's".
 */
function useReaderSetting<T>(send: (value: T) => Promise<Saved>, onSaved: (saved: Saved) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      setSessionProfile(queryClient, saved.profile);
      for (const queryKey of [queryKeys.chart(), ['panchang'], queryKeys.readings.all(), ['people']]) void queryClient.invalidateQueries({ queryKey });
      onSaved(saved);
    },
  });
}

const birthPlaceLabel = (profile: ProfileView) => [profile.birthLocation.city, profile.birthLocation.country].filter(Boolean).join(', ');

/** docs/decisions/023: where the user lives now (default: the birth place) and their lunar month reckoning. */
export function ReaderPlaceCard({ profile }: { profile: ProfileView }) {
  const t = useText(profileText).residence;
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const [city, setCity] = useState('');
  const [picked, setPicked] = useState<Place | null>(null);
  // Kept as the message came (the schema's English, or the server's in the language asked) and
  // shown in the page's language, so switching languages does not leave it behind.
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>();
  const done = (said: Status) => () => {
    setStatus(said);
    setEditing(false);
    setError(undefined);
  };
  const save = useReaderSetting((json: { place: string; country: string; latitude?: number; longitude?: number }) => unwrap(api.profile.residence.$put({ json })), done('residenceUpdated'));
  const clear = useReaderSetting(() => unwrap(api.profile.residence.$delete()), done('residenceCleared'));
  const busy = save.isPending || clear.isPending;
  const residence = profile.residence ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { place: city, country: picked?.country ?? '', ...(picked ? { latitude: picked.latitude, longitude: picked.longitude } : {}) };
    const checked = residenceSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    save.mutate(body, { onError: (e) => setError(e.message) });
  };

  return (
    <Card aria-labelledby="residence-heading">
      <h2 id="residence-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      {status && (
        <p role="status" className="mt-3 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {residenceMessagesIn(language)[status]}
        </p>
      )}
      {editing ? (
        <form onSubmit={submit} noValidate className="mt-4 space-y-3">
          <PlaceField
            city={city}
            located={picked !== null}
            error={error && localizeResidenceMessage(localizeMessage(error, language), language)}
            disabled={busy}
            onType={(text) => {
              setCity(text);
              setPicked(null);
              setError(undefined);
            }}
            onPick={(place) => {
              setCity(place.name);
              setPicked(place);
              setError(undefined);
            }}
            naming={{ label: t.label, placeholder: t.placeholder, suggestions: t.suggestions }}
            hints={{ located: t.located, pick: t.pick }}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {save.isPending ? <Spinner label={t.saving} /> : t.save}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 break-words font-medium text-night-900" data-testid="residence-now">
            {residence ? [residence.city, residence.country].filter(Boolean).join(', ') : t.sameAsBirth(birthPlaceLabel(profile))}
          </p>
          <div className="flex flex-wrap gap-2">
            {residence && (
              <Button variant="secondary" onClick={() => clear.mutate(undefined, { onError: (e) => setError(e.message) })} disabled={busy}>
                {clear.isPending ? <Spinner label={t.saving} /> : t.useBirthPlace}
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => {
                setCity('');
                setPicked(null);
                setError(undefined);
                setStatus(undefined);
                setEditing(true);
              }}
            >
              {t.change}
            </Button>
          </div>
          {error && (
            <p role="alert" className="w-full text-sm font-medium text-maroon-700">
              {localizeResidenceMessage(localizeMessage(error, language), language)}
            </p>
          )}
        </div>
      )}
      <LunarMonthChoice profile={profile} onSaved={() => setStatus('lunarMonthUpdated')} />
    </Card>
  );
}

type Choice = LunarMonthConvention | 'regional';

function LunarMonthChoice({ profile, onSaved }: { profile: ProfileView; onSaved: () => void }) {
  const t = useText(profileText).residence;
  const id = useId();
  const lunar = profile.lunarMonth ?? { convention: 'amanta', chosen: false, regional: 'amanta' };
  const current: Choice = lunar.chosen ? lunar.convention : 'regional';
  const [failed, setFailed] = useState<string>();
  const save = useReaderSetting((lunarMonth: LunarMonthConvention | null) => unwrap(api.profile['lunar-month'].$put({ json: { lunarMonth } })), () => {
    setFailed(undefined);
    onSaved();
  });
  // While a choice is on its way it shows as made, from the click on (the mutation's own pending
  // state arrives a tick later, and a controlled radio would flick back meanwhile); a refusal puts
  // the saved one back.
  const [picked, setPicked] = useState<Choice>();
  const shown: Choice = picked ?? current;
  const choices: Array<{ value: Choice; label: string }> = [
    { value: 'regional', label: t.regional(t.names[lunar.regional]) },
    { value: 'purnimanta', label: t.purnimanta },
    { value: 'amanta', label: t.amanta },
  ];
  return (
    <fieldset className="mt-5 border-t border-night-700/10 pt-4" disabled={save.isPending}>
      <legend className="sr-only">{t.lunarHeading}</legend>
      <p aria-hidden="true" className="text-sm font-semibold text-night-800">
        {t.lunarHeading}
      </p>
      <p className="mt-1 text-xs text-muted">{t.lunarIntro}</p>
      <div className="mt-3 space-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-night-700/15 has-[:checked]:bg-saffron-50 has-[:checked]:ring-saffron-500">
            <input
              type="radio"
              name={`${id}-lunar`}
              value={choice.value}
              checked={shown === choice.value}
              onChange={() => {
                setPicked(choice.value);
                save.mutate(choice.value === 'regional' ? null : choice.value, { onError: (e) => setFailed(e.message), onSettled: () => setPicked(undefined) });
              }}
              className="h-4 w-4 accent-saffron-600"
            />
            <span className="text-sm text-night-900">{choice.label}</span>
          </label>
        ))}
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-maroon-700">
          {failed}
        </p>
      )}
    </fieldset>
  );
}
