import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ChartDeeperView } from '../../../../shared/chart-deeper-view';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import { AshtakavargaTab } from './ashtakavarga-tab';
import { DashasTab } from './dashas-tab';
import { deeperQuery } from './get-deeper';
import { KpTab } from './kp-tab';
import { StrengthsTab } from './strengths-tab';
import { VargasTab } from './vargas-tab';

const TABS = ['vargas', 'ashtakavarga', 'strengths', 'kp', 'dashas'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, (props: { deeper: ChartDeeperView }) => React.ReactNode> = {
  vargas: VargasTab, ashtakavarga: AshtakavargaTab, strengths: StrengthsTab, kp: KpTab, dashas: DashasTab,
};

/** The Deeper section's tabs, with the chart in depth fetched when they first show. Its own chunk (deeper-section.tsx). */
export default function DeeperTabs({ personId }: { personId?: string }) {
  const t = useText(deeperText);
  const deeper = useQuery(deeperQuery(personId));
  const [tab, setTab] = useState<Tab>('vargas');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (deeper.isPending) return <Spinner status label={t.loading} />;
  if (deeper.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-sand/60 p-4 text-sm text-ink">
        <p>{deeper.error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void deeper.refetch()} disabled={deeper.isFetching}>{t.retry}</Button>
      </div>
    );
  }

  // Arrow keys move between tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    buttons.current[next]?.focus();
  };
  const Panel = PANELS[tab];
  return (
    <div className="min-w-0">
      {!deeper.data.timeKnown && <p className="mb-4 rounded-2xl bg-saffron-50 p-3 text-sm text-ink ring-1 ring-saffron-300">{t.noTime}</p>}
      <div role="tablist" aria-label={t.tabsLabel} className="flex flex-wrap gap-1.5" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => { buttons.current[name] = el; }}
            type="button"
            role="tab"
            id={`deeper-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`deeper-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`min-h-11 shrink-0 rounded-xl px-4 text-sm font-semibold transition-colors ${
              tab === name ? 'bg-night-800 text-white' : 'bg-sand/70 text-night-800 hover:bg-sand'
            }`}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`deeper-panel-${tab}`} aria-labelledby={`deeper-tab-${tab}`} className="mt-4 min-w-0">
        <Panel deeper={deeper.data} />
      </div>
    </div>
  );
}
