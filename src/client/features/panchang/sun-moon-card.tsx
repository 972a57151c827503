import type { PanchangView } from '../../../server/panchang/panchang-service';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { timeOnDay } from '../../lib/panchang-time';
import { Section } from './section';

/** Sunrise, sunset, moonrise and moonset within the panchang day (sunrise to the next sunrise). */
export function SunMoonCard({ day }: { day: PanchangView }) {
  const t = useText(panchangText);
  const { language } = useLanguage();
  const time = (iso: string | null, none: string) => (iso ? <time dateTime={iso}>{timeOnDay(iso, day.date, language, t.onDate)}</time> : <span className="text-sm font-normal text-muted">{none}</span>);
  const tiles = [
    { label: t.sun.sunrise, value: time(day.sunrise, '—'), glyph: '☀', tone: 'text-saffron-600' },
    { label: t.sun.sunset, value: time(day.sunset, '—'), glyph: '☀', tone: 'text-maroon-700' },
    { label: t.sun.moonrise, value: time(day.moonrise, t.sun.noMoonrise), glyph: '☾', tone: 'text-night-600' },
    { label: t.sun.moonset, value: time(day.moonset, t.sun.noMoonset), glyph: '☾', tone: 'text-muted' },
  ];
  return (
    <Section id="sun-heading" title={t.sun.title}>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex items-center gap-2.5 rounded-2xl bg-sand/50 px-3 py-2.5">
            <span aria-hidden="true" className={`text-xl ${tile.tone}`}>
              {tile.glyph}
            </span>
            <div className="min-w-0">
              <dt className="text-xs font-semibold text-muted">{tile.label}</dt>
              <dd className="font-semibold tabular-nums text-night-800">{tile.value}</dd>
            </div>
          </div>
        ))}
      </dl>
      {!day.sunrise || !day.sunset ? <p className="mt-3 text-sm text-muted">{t.sun.noSun}</p> : null}
    </Section>
  );
}
