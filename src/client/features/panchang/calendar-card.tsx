import type { PanchangView } from '../../../server/panchang/panchang-service';
import { panchangText } from '../../i18n/panchang';
import { useText } from '../../i18n/text';
import { usePanchangNames } from './panchang-names';
import { Section } from './section';

/** A festival leads, then a Sankranti, then the fasts. */
const ORDER = { festival: 0, sankranti: 1, vrat: 2 } as const;

/** The day's festivals and fasts. */
export function FestivalsCard({ day }: { day: PanchangView }) {
  const t = useText(panchangText).festivals;
  const names = usePanchangNames();
  const observances = [...day.observances].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  return (
    <Section id="festivals-heading" title={t.title}>
      {observances.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.none}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {observances.map((o) => (
            <li key={`${o.key}-${o.name}`} className="flex flex-wrap items-baseline gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${o.kind === 'festival' ? 'bg-gradient-to-r from-saffron-500 to-gold-400 text-night-950' : 'bg-sand text-night-700'}`}>
                {t.kinds[o.kind]}
              </span>
              <span className="font-semibold text-night-800">{names.observance(o)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The lunar month both ways, the fortnight, and the year in the Vikram, Shaka and Gujarati eras. */
export function CalendarCard({ day }: { day: PanchangView }) {
  const t = useText(panchangText).calendar;
  const names = usePanchangNames();
  // The reckoning the reader's almanac uses comes first, with the fortnight (profile, lunar months).
  const paksha = t.paksha(names.paksha(day.month.paksha));
  const months = {
    amanta: { term: t.amanta, gloss: t.amantaGloss, month: names.month(day.month.amanta) },
    purnimanta: { term: t.purnimanta, gloss: t.purnimantaGloss, month: names.month(day.month.purnimanta) },
  };
  const own = months[day.lunarMonth];
  const other = months[day.lunarMonth === 'amanta' ? 'purnimanta' : 'amanta'];
  const rows = [
    { term: own.term, gloss: `${own.gloss} · ${t.yours}`, value: `${own.month} · ${paksha}` },
    { term: other.term, gloss: other.gloss, value: other.month },
    { term: t.vikram, gloss: null, value: String(day.samvat.vikram) },
    { term: t.shaka, gloss: null, value: String(day.samvat.shaka) },
    { term: t.samvatsara, gloss: t.samvatsaraGloss, value: names.samvatsara(day.samvat.samvatsara.name) },
    { term: t.gujarati, gloss: t.gujaratiGloss, value: String(day.samvat.vikramKartikadi) },
  ];
  return (
    <Section id="calendar-heading" title={t.title}>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-xs font-semibold text-saffron-700">{row.term}</dt>
            <dd className="font-semibold text-night-800">{row.value}</dd>
            {row.gloss && <dd className="text-xs text-muted">{row.gloss}</dd>}
          </div>
        ))}
      </dl>
    </Section>
  );
}
