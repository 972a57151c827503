import { useId } from 'react';
import { MATCH_SYSTEMS, type MatchSystem } from '../../../shared/match-schema';
import { matchText } from '../../i18n/match';
import { useText } from '../../i18n/text';

/** North Indian (the 36 gunas) or South Indian (the ten poruthams beside them): two radio cards. */
export function SystemChooser({ system, onChoose, disabled }: { system: MatchSystem; onChoose: (system: MatchSystem) => void; disabled: boolean }) {
  const t = useText(matchText).picker.system;
  const name = useId();
  return (
    <fieldset className="mt-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 sm:p-6" disabled={disabled}>
      <legend className="float-left w-full font-display text-xl font-bold text-night-800">{t.legend}</legend>
      <div className="clear-both grid gap-3 pt-3 sm:grid-cols-2">
        {MATCH_SYSTEMS.map((id) => {
          const chosen = system === id;
          return (
            <label
              key={id}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-saffron-400 ${
                chosen ? 'border-saffron-500 bg-saffron-50' : 'border-night-700/15 hover:bg-sand/50'
              }`}
            >
              <input type="radio" name={name} value={id} checked={chosen} onChange={() => onChoose(id)} className="sr-only" />
              <span
                className={`mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full border-2 ${chosen ? 'border-saffron-600' : 'border-night-700/25'}`}
                aria-hidden="true"
              >
                {chosen && <span className="h-2.5 w-2.5 rounded-full bg-saffron-600" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-night-800">{t[id].label}</span>
                <span className="block text-sm text-muted">{t[id].detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
