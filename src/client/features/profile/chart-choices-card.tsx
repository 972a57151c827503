import { useId, useState } from 'react';
import { chartChoicesOf, type ChartChoices } from '../../../shared/chart-choices';
import { chartChoicesMessagesIn, localizeChartChoicesMessage } from '../../../shared/chart-choices-messages';
import type { ProfileView } from '../../../shared/profile';
import { Card } from '../../components/card';
import { chartChoicesText } from '../../i18n/chart-choices';
import { localizeMessage } from '../../i18n/server-messages';
import { useLanguage, useText } from '../../i18n/text';
import { useSaveChartChoices } from '../../lib/save-chart-choices';

type Option = { label: string; note: string };

/**
 * docs/decisions/046: the ayanamsa, node and chart drawing the account's charts use. A choice is
 * saved as soon as it is picked; the whole set is sent, so a save is never half applied.
 */
export function ChartChoicesCard({ profile }: { profile: ProfileView }) {
  const t = useText(chartChoicesText);
  const { language } = useLanguage();
  const saved = chartChoicesOf(profile.chartChoices);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState<string>();
  const save = useSaveChartChoices(() => {
    setFailed(undefined);
    setDone(true);
  });
  // While a choice is on its way it shows as made; a refusal puts the saved one back.
  const shown: ChartChoices = save.isPending && save.variables ? save.variables : saved;
  const choose = (change: Partial<ChartChoices>) => {
    setDone(false);
    save.mutate({ ...saved, ...change }, { onError: (e) => setFailed(e.message) });
  };
  return (
    <Card aria-labelledby="chart-choices-heading">
      <h2 id="chart-choices-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      {done && (
        <p role="status" className="mt-3 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {chartChoicesMessagesIn(language).chartChoicesUpdated}
        </p>
      )}
      <ChoiceGroup heading={t.ayanamsa.heading} options={t.ayanamsa.options} value={shown.ayanamsa} busy={save.isPending} onChoose={(ayanamsa) => choose({ ayanamsa })} />
      <ChoiceGroup heading={t.node.heading} options={t.node.options} value={shown.node} busy={save.isPending} onChoose={(node) => choose({ node })} />
      <ChoiceGroup heading={t.style.heading} options={t.style.options} value={shown.chartStyle} busy={save.isPending} onChoose={(chartStyle) => choose({ chartStyle })} />
      {failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-maroon-700">
          {localizeChartChoicesMessage(localizeMessage(failed, language), language)}
        </p>
      )}
    </Card>
  );
}

function ChoiceGroup<K extends string>({ heading, options, value, busy, onChoose }: { heading: string; options: Readonly<Record<K, Option>>; value: K; busy: boolean; onChoose: (value: K) => void }) {
  const id = useId();
  return (
    <fieldset className="mt-5 border-t border-night-700/10 pt-4" disabled={busy}>
      <legend className="text-sm font-semibold text-night-800">{heading}</legend>
      <div className="mt-3 space-y-2">
        {(Object.entries(options) as Array<[K, Option]>).map(([key, option]) => (
          <label key={key} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-night-700/15 has-[:checked]:bg-saffron-50 has-[:checked]:ring-saffron-500">
            <input
              type="radio"
              name={`${id}-choice`}
              value={key}
              checked={value === key}
              onChange={() => onChoose(key)}
              aria-describedby={`${id}-${key}-note`}
              className="mt-1 h-4 w-4 shrink-0 accent-saffron-600"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-night-900">{option.label}</span>
              <span id={`${id}-${key}-note`} className="block text-xs text-muted">
                {option.note}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
