import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import type { ChartStyle } from './chart-placements';

const STYLES: readonly ChartStyle[] = ['north', 'south'];

/** Two toggle buttons (aria-pressed) in a labelled group: simpler for screen readers than a tablist. */
export function ChartStyleSwitch({ value, onChange }: { value: ChartStyle; onChange: (style: ChartStyle) => void }) {
  const t = useText(chartText).style;
  return (
    <div role="group" aria-label={t.label} className="inline-flex rounded-xl bg-sand p-1 ring-1 ring-night-700/10">
      {STYLES.map((style) => {
        const pressed = style === value;
        return (
          <button
            key={style}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(style)}
            className={`min-h-10 rounded-lg px-3.5 text-sm font-semibold transition-colors ${
              pressed ? 'bg-night-800 text-gold-300 shadow-sm' : 'text-night-700 hover:bg-white/70'
            }`}
          >
            {t[style]}
          </button>
        );
      })}
    </div>
  );
}
