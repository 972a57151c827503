import type { ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { formatClock, formatLongDate, offsetOf, tithiGloss } from './format';

type Panchang = ChartView['panchang'];

/** Today's five limbs (panchanga) at the birth place, with sunrise and sunset in its local time. */
export function PanchangCard({ panchang }: { panchang: Panchang }) {
  const offset = offsetOf(panchang.sunrise ?? panchang.sunset ?? '');
  return (
    <section aria-labelledby="panchang-heading" className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night-700/10">
      <div className="night-sky px-4 py-5 text-night-100 sm:px-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-300">Today&apos;s panchang</p>
        <h2 id="panchang-heading" className="mt-1 font-display text-2xl font-bold text-white">
          <time dateTime={panchang.date}>{formatLongDate(panchang.date)}</time>
        </h2>
        <p className="mt-0.5 text-sm text-night-100/80">{panchang.placeLabel}</p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <SunTime label="Sunrise" gloss="Suryodaya" value={panchang.sunrise} rising />
          <SunTime label="Sunset" gloss="Suryasta" value={panchang.sunset} />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-4 p-4 sm:grid-cols-2 sm:p-6">
        <Limb term="Vara" gloss="weekday">
          {panchang.vara.name} <Gloss>· {panchang.vara.english}</Gloss>
        </Limb>
        <Limb term="Tithi" gloss="lunar day">
          {panchang.tithi.paksha} {panchang.tithi.name}
          <Gloss block>{tithiGloss(panchang.tithi)}</Gloss>
        </Limb>
        <Limb term="Nakshatra" gloss="lunar mansion">
          {panchang.nakshatra.name} · {panchang.nakshatra.pada}
          <Gloss block>
            {panchang.nakshatra.english}, pada {panchang.nakshatra.pada}
          </Gloss>
        </Limb>
        <Limb term="Yoga" gloss="Sun–Moon combination">
          {panchang.yoga.name} <Gloss>· {panchang.yoga.number} of 27</Gloss>
        </Limb>
        <Limb term="Karana" gloss="half of a tithi">
          {panchang.karana.name}
        </Limb>
      </dl>
      <p className="border-t border-night-700/10 px-4 py-3 text-xs text-muted sm:px-6">
        Limbs as they stand at sunrise{offset ? `; sunrise and sunset in local time (${offset})` : ''}.
      </p>
    </section>
  );
}

function Limb({ term, gloss, children }: { term: string; gloss: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-saffron-700">
        {term} <span className="font-normal normal-case tracking-normal text-muted">· {gloss}</span>
      </dt>
      <dd className="mt-0.5 font-semibold text-night-800">{children}</dd>
    </div>
  );
}

function Gloss({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return <span className={`font-normal text-muted ${block ? 'block text-sm' : ''}`}>{children}</span>;
}

function SunTime({ label, gloss, value, rising = false }: { label: string; gloss: string; value: string | null; rising?: boolean }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white/10 px-3 py-2.5 ring-1 ring-white/10">
      <SunIcon rising={rising} />
      <div>
        <p className="text-xs text-night-100/80">{label}</p>
        <p className="text-lg font-semibold leading-snug tabular-nums text-white">
          {value ? <time dateTime={value}>{formatClock(value)}</time> : <span className="text-base">None today</span>}
        </p>
        <p className="text-xs text-night-100/60">{gloss}</p>
      </div>
    </div>
  );
}

function SunIcon({ rising }: { rising: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-7 w-7 shrink-0 text-saffron-300" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d="M4 19h16M7 19a5 5 0 0110 0M12 3v6M5.6 10.6l1.8 1.8M18.4 10.6l-1.8 1.8" />
      <path d={rising ? 'M9.5 5.5L12 3l2.5 2.5' : 'M9.5 6.5L12 9l2.5-2.5'} />
    </svg>
  );
}
