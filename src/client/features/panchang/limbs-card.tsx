import type { ReactNode } from 'react';
import type { PanchangView } from '../../../server/panchang/panchang-service';
import { astroText } from '../../i18n/astro';
import { panchangText } from '../../i18n/panchang';
import { useLanguage, useText } from '../../i18n/text';
import { timeOnDay } from '../../lib/panchang-time';
import { usePanchangNames } from './panchang-names';
import { Section } from './section';

/**
 * The five limbs: the weekday, then the tithi, nakshatra, yoga and karana running at sunrise, each
 * with when it ends and what follows before the next sunrise, as an almanac prints them.
 */
export function LimbsCard({ day }: { day: PanchangView }) {
  const t = useText(panchangText).limbs;
  const limb = useText(astroText).limb;
  const names = usePanchangNames();
  return (
    <Section id="limbs-heading" title={t.title}>
      <dl className="mt-3 divide-y divide-night-700/10">
        <Row term={limb.vara} gloss={limb.varaGloss}>
          <span className="font-semibold text-night-800">{names.vara(day.vara)}</span>
        </Row>
        <Row term={limb.tithi} gloss={limb.tithiGloss}>
          <Sequence day={day} limb={day.tithi} name={names.tithi} />
        </Row>
        <Row term={limb.nakshatra} gloss={limb.nakshatraGloss}>
          <Sequence day={day} limb={day.nakshatra} name={(n, i) => (i === 0 ? `${names.nakshatra(n.name)} · ${t.pada(day.nakshatra.pada)}` : names.nakshatra(n.name))} />
        </Row>
        <Row term={limb.yoga} gloss={limb.yogaGloss}>
          <Sequence day={day} limb={day.yoga} name={(y) => names.yoga(y.name)} />
        </Row>
        <Row term={limb.karana} gloss={limb.karanaGloss}>
          <Sequence day={day} limb={day.karana} name={(k) => names.karana(k.name)} />
        </Row>
      </dl>
    </Section>
  );
}

function Row({ term, gloss, children }: { term: string; gloss: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-saffron-700">
        {term} <span className="block text-xs font-normal text-muted">{gloss}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The limb at sunrise and each that follows it: 'Shukla Panchami until 2:17 am (16 Jan), then …'. */
function Sequence<T extends { endsAt: string }>({ day, limb, name }: { day: PanchangView; limb: T & { next: T[] }; name: (item: T, index: number) => string }) {
  const t = useText(panchangText);
  const { language } = useLanguage();
  const items: T[] = [limb, ...limb.next];
  return (
    <ul className="space-y-1">
      {items.map((item, i) => (
        <li key={`${i}-${item.endsAt}`} className={i === 0 ? 'text-night-800' : 'text-sm text-ink'}>
          {i > 0 && <span className="text-muted">{t.limbs.then} </span>}
          <span className={i === 0 ? 'font-semibold' : 'font-medium'}>{name(item, i)}</span>{' '}
          <span className="whitespace-nowrap text-sm text-muted">{t.limbs.until(timeOnDay(item.endsAt, day.date, language, t.onDate))}</span>
        </li>
      ))}
    </ul>
  );
}
