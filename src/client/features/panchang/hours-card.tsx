import type { PanchangView } from '../../../server/panchang/panchang-service';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { isRunning, rangeOnDay, type Span } from '../../lib/panchang-time';
import { NowBadge, Section } from './section';

type Hour = { key: string; name: string; gloss: string; span: Span | null; inUse?: boolean };

/**
 * The good hours (Brahma and Abhijit muhurta) and the ones to avoid for beginnings (Rahu kaal,
 * Yamaganda, Gulika kaal), the one running now marked when the day shown is today.
 */
export function HoursCard({ day, now }: { day: PanchangView; now: number }) {
  const t = useText(panchangText);
  const h = t.hours;
  const good: Hour[] = [
    { key: 'brahma', name: h.brahma, gloss: h.brahmaGloss, span: day.brahmaMuhurta },
    { key: 'abhijit', name: h.abhijit, gloss: day.abhijitMuhurta?.inUse === false ? h.notWednesday : h.abhijitGloss, span: day.abhijitMuhurta, inUse: day.abhijitMuhurta?.inUse },
  ];
  const bad: Hour[] = [
    { key: 'rahu', name: h.rahu, gloss: h.avoidGloss, span: day.rahuKaal },
    { key: 'yamaganda', name: h.yamaganda, gloss: h.avoidGloss, span: day.yamaganda },
    { key: 'gulika', name: h.gulika, gloss: h.avoidGloss, span: day.gulikaKaal },
  ];
  return (
    <Section id="hours-heading" title={h.title}>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <HourList title={h.good} mark="✓" tone="good" hours={good} day={day} now={now} />
        <HourList title={h.bad} mark="✕" tone="bad" hours={bad} day={day} now={now} />
      </div>
    </Section>
  );
}

function HourList({ title, mark, tone, hours, day, now }: { title: string; mark: string; tone: 'good' | 'bad'; hours: Hour[]; day: PanchangView; now: number }) {
  const t = useText(panchangText);
  const { language } = useLanguage();
  const colour = tone === 'good' ? 'text-emerald-700' : 'text-maroon-700';
  const shown = hours.filter((hour): hour is Hour & { span: Span } => hour.span !== null);
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className={`text-sm font-bold ${colour}`}>
        <span aria-hidden="true">{mark}</span> {title}
      </h3>
      <ul className="mt-1.5 space-y-2">
        {shown.map((hour) => {
          const running = isRunning(hour.span, now);
          return (
            <li
              key={hour.key}
              aria-current={running ? 'time' : undefined}
              className={`rounded-2xl px-3 py-2 ring-1 ${hour.inUse === false ? 'bg-sand/50 ring-night-700/10' : tone === 'good' ? 'bg-emerald-50 ring-emerald-700/15' : 'bg-maroon-700/5 ring-maroon-700/10'} ${running ? 'ring-2 ring-saffron-500' : ''}`}
            >
              <p className="text-sm font-semibold text-night-800">
                {hour.name}
                {running && <NowBadge />}
              </p>
              <p className="font-semibold tabular-nums text-night-800" data-testid={`hour-${hour.key}`}>
                {rangeOnDay(hour.span, day.date, language, t.onDate)}
              </p>
              <p className="text-xs text-muted">{hour.gloss}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
