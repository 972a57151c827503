import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { isRunning } from '../../lib/panchang-time';
import { clockRange } from '../../lib/format';
import { NowBadge } from './section';

export type Tone = 'good' | 'neutral' | 'bad';

/** A period as a table row: its times, its name, and whether it is good, in words. */
export interface PeriodRow {
  start: string;
  end: string;
  name: string;
  tone: Tone;
  toneLabel: string;
}

/** Each tone with a mark as well as a colour, so colour is never the only cue. */
const TONE_STYLE: Record<Tone, { mark: string; className: string }> = {
  good: { mark: '✓', className: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20' },
  neutral: { mark: '•', className: 'bg-sand text-night-700 ring-night-700/15' },
  bad: { mark: '✕', className: 'bg-maroon-700/5 text-maroon-700 ring-maroon-700/15' },
};

/**
 * One table of a day's or a night's periods (choghadiya, Gowri), the one running now marked; the
 * note says, for a night, which morning its times run into.
 */
export function PeriodTable({ caption, note, nameHeader, periods, now }: { caption: string; note?: string; nameHeader: string; periods: PeriodRow[]; now: number }) {
  const t = useText(panchangText);
  const { language } = useLanguage();
  return (
    // On a screen too narrow for its three columns (a zoomed page) the table scrolls in its own box.
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-y-1 text-sm">
        <caption className="mb-1 text-left font-display text-lg font-bold text-night-800">
          {caption} {note && <span className="font-sans text-xs font-normal text-muted">· {note}</span>}
        </caption>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="px-1.5 font-semibold">{t.choghadiya.time}</th>
            <th scope="col" className="px-1.5 font-semibold">{nameHeader}</th>
            <th scope="col" className="px-1.5 font-semibold">{t.choghadiya.nature}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const running = isRunning(p, now);
            const style = TONE_STYLE[p.tone];
            return (
              <tr key={p.start} aria-current={running ? 'time' : undefined} className={running ? 'bg-saffron-50 outline-2 outline-saffron-500' : ''}>
                <td className="whitespace-nowrap rounded-l-xl px-1.5 py-1.5 tabular-nums text-ink">{clockRange(p.start, p.end, language).join('–')}</td>
                <td className="px-1.5 py-1.5 font-semibold text-night-800">
                  {p.name}
                  {running && <NowBadge />}
                </td>
                <td className="rounded-r-xl px-1.5 py-1.5">
                  <span className={`inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-xs font-semibold ring-1 ${style.className}`}>
                    <span aria-hidden="true">{style.mark}</span>
                    {p.toneLabel}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
