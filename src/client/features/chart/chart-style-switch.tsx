import type { ChartStyle } from './chart-placements';

const STYLES: Array<{ value: ChartStyle; label: string }> = [
  { value: 'north', label: 'North Indian' },
  { value: 'south', label: 'South Indian' },
];

/** Two toggle buttons (aria-pressed) in a labelled group: simpler for screen readers than a tablist. */
export function ChartStyleSwitch({ value, onChange }: { value: ChartStyle; onChange: (style: ChartStyle) => void }) {
  return (
    <div role="group" aria-label="Chart style" className="inline-flex rounded-xl bg-sand p-1 ring-1 ring-night-700/10">
      {STYLES.map((style) => {
        const pressed = style.value === value;
        return (
          <button
            key={style.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(style.value)}
            className={`min-h-10 rounded-lg px-3.5 text-sm font-semibold transition-colors ${
              pressed ? 'bg-night-800 text-gold-300 shadow-sm' : 'text-night-700 hover:bg-white/70'
            }`}
          >
            {style.label}
          </button>
        );
      })}
    </div>
  );
}
