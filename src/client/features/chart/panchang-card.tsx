import type { ReactNode } from 'react';
import type { ChartView, DayAdviceKey, KaalSpanView } from '../../../shared/chart-view';
import { astroText } from '../../i18n/astro';
import { chartText } from '../../i18n/chart';
import { useLanguage, useText } from '../../i18n/text';
import { clockRange } from '../../lib/format';
import { LUCKY_SWATCHES } from './day-labels';
import { formatClock, formatLongDate, offsetOf, tithiGloss } from './format';
import { useNames } from './names';

type Panchang = ChartView['panchang'];

/**
 * Today's panchang where the reader lives (the birth place unless they saved another): the day's
 * festival or fast, sunrise and sunset, the kaal periods and Abhijit muhurta, the five limbs, the
 * lucky colour and number, and what the day favours for this chart. The date and every time are
 * that place's.
 */
export function PanchangCard({ panchang }: { panchang: Panchang }) {
  const offset = offsetOf(panchang.sunrise ?? panchang.sunset ?? '');
  const zone = offset ? ` (${offset})` : '';
  const { language } = useLanguage();
  const t = useText(chartText).panchang;
  const limb = useText(astroText).limb;
  const names = useNames();
  const vara = names.vara({ sanskrit: panchang.vara.name, english: panchang.vara.english });
  const nakshatra = names.nakshatra({ sanskrit: panchang.nakshatra.name, english: panchang.nakshatra.english });
  return (
    <section aria-labelledby="panchang-heading" className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night-700/10">
      <div className="night-sky px-4 py-5 text-night-100 sm:px-6">
        {panchang.observances.length > 0 && <Observances observances={panchang.observances} />}
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-300">{t.today}</p>
        <h2 id="panchang-heading" className="mt-1 font-display text-2xl font-bold text-white">
          <time dateTime={panchang.date}>{formatLongDate(panchang.date, language)}</time>
        </h2>
        <p className="mt-0.5 text-sm text-night-100/80">{panchang.placeLabel}</p>
        {panchang.abroad && (
          <p className="mt-1 text-xs text-gold-300">{t.abroad(panchang.placeLabel, zone)}</p>
        )}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <SunTime label={t.sunrise} gloss={t.sunriseGloss} value={panchang.sunrise} rising />
          <SunTime label={t.sunset} gloss={t.sunsetGloss} value={panchang.sunset} />
        </div>
      </div>

      <Kaal kaal={panchang.kaal} zone={zone} />

      <dl className="grid gap-x-6 gap-y-4 border-t border-night-700/10 p-4 sm:grid-cols-2 sm:p-6">
        <Limb term={limb.vara} gloss={limb.varaGloss}>
          {vara.name} {vara.gloss && <Gloss>· {vara.gloss}</Gloss>}
        </Limb>
        <Limb term={limb.tithi} gloss={limb.tithiGloss}>
          {names.paksha(panchang.tithi.paksha)} {names.tithi(panchang.tithi.name)}
          <Gloss block>{tithiGloss(panchang.tithi, language)}</Gloss>
        </Limb>
        <Limb term={limb.nakshatra} gloss={limb.nakshatraGloss}>
          {nakshatra.name} · {panchang.nakshatra.pada}
          <Gloss block>{t.pada(panchang.nakshatra.pada, panchang.nakshatra.english)}</Gloss>
        </Limb>
        <Limb term={limb.yoga} gloss={limb.yogaGloss}>
          {names.yoga(panchang.yoga.name)} <Gloss>· {t.yogaNumber(panchang.yoga.number)}</Gloss>
        </Limb>
        <Limb term={limb.karana} gloss={limb.karanaGloss}>
          {names.karana(panchang.karana.name)}
        </Limb>
      </dl>

      <Lucky lucky={panchang.lucky} weekday={language === 'en' ? panchang.vara.english : vara.name} />

      {(panchang.advice.favour.length > 0 || panchang.advice.avoid.length > 0) && <Advice advice={panchang.advice} />}

      <p className="border-t border-night-700/10 px-4 py-3 text-xs text-muted sm:px-6">{t.footer(panchang.placeLabel, zone)}</p>
    </section>
  );
}

/** The day's festival (first) and fasts: one highlighted line, the others after it. */
function Observances({ observances }: { observances: Panchang['observances'] }) {
  const t = useText(chartText).panchang;
  const names = useNames();
  const [first, ...rest] = observances;
  if (!first) return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-2xl bg-gradient-to-r from-saffron-500 to-gold-400 px-3 py-2 text-sm text-night-950 shadow-sm">
      <LampIcon />
      <span>
        <span className="font-bold">{names.observance(first)}</span>
        <span className="font-medium"> · {t.kinds[first.kind]}</span>
        {rest.map((o) => (
          <span key={o.key} className="block text-xs font-medium">
            {t.also(names.observance(o), t.kinds[o.kind].toLowerCase())}
          </span>
        ))}
      </span>
    </p>
  );
}

/** Rahu kaal, Yamaganda and Gulika kaal (to avoid for beginnings) and Abhijit muhurta, as a 2×2 grid. */
function Kaal({ kaal, zone }: { kaal: Panchang['kaal']; zone: string }) {
  const t = useText(chartText).kaal;
  return (
    <section aria-labelledby="kaal-heading" className="p-4 sm:p-6">
      <h3 id="kaal-heading" className="text-xs font-semibold uppercase tracking-wider text-saffron-700">
        {t.title} <span className="font-normal normal-case tracking-normal text-muted">· {t.localTime(zone)}</span>
      </h3>
      {kaal ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <KaalTime term={t.rahu} span={kaal.rahuKaal} />
            <KaalTime term={t.yamaganda} span={kaal.yamaganda} />
            <KaalTime term={t.gulika} span={kaal.gulikaKaal} />
            <KaalTime term={t.abhijit} span={kaal.abhijit} good note={kaal.abhijit.inUse ? t.auspicious : t.notWednesday} />
          </dl>
          <p className="mt-2 text-xs text-muted">{t.note}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">{t.none}</p>
      )}
    </section>
  );
}

function KaalTime({ term, span, good = false, note }: { term: string; span: KaalSpanView; good?: boolean; note?: string }) {
  const [from, to] = clockRange(span.start, span.end, useLanguage().language);
  return (
    <div className={`rounded-2xl px-2.5 py-2 ring-1 sm:px-3 ${good ? 'bg-gold-300/20 ring-gold-500/30' : 'bg-maroon-700/5 ring-maroon-700/10'}`}>
      <dt className={`text-xs font-semibold ${good ? 'text-saffron-700' : 'text-maroon-700'}`}>{term}</dt>
      {/* Each end stays whole: on the narrowest phones a range wraps after its dash, never inside a time. */}
      <dd className="text-sm font-semibold leading-snug tabular-nums text-night-800 sm:text-[15px]">
        <time dateTime={span.start} className="whitespace-nowrap">
          {from}
        </time>
        –
        <time dateTime={span.end} className="whitespace-nowrap">
          {to}
        </time>
      </dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** Lucky colour (the weekday lord's) and number (the lord of the Moon's nakshatra at sunrise), each with its rule. */
function Lucky({ lucky, weekday }: { lucky: Panchang['lucky']; weekday: string }) {
  const t = useText(chartText).lucky;
  const { language } = useLanguage();
  const names = useNames();
  // English names the lords by their English keys ('Sun', 'Rahu'), as the server sends them.
  const grahaName = (key: string) => (language === 'en' ? key : names.graha(key).name);
  return (
    <dl className="grid grid-cols-2 gap-3 border-t border-night-700/10 p-4 sm:gap-6 sm:p-6">
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wider text-saffron-700">{t.colour}</dt>
        <dd className="mt-1 flex items-center gap-2 font-semibold text-night-800">
          <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded-full ring-1 ring-night-700/25" style={{ backgroundColor: LUCKY_SWATCHES[lucky.colour.key] }} />
          {t.colours[lucky.colour.key]}
        </dd>
        <dd className="mt-0.5 text-sm text-muted">{t.colourFrom(weekday, grahaName(lucky.colour.lord))}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wider text-saffron-700">{t.number}</dt>
        <dd className="mt-0.5 text-2xl font-bold leading-none tabular-nums text-night-800">{lucky.number.value}</dd>
        <dd className="mt-0.5 text-sm text-muted">{t.numberFrom(grahaName(lucky.number.lord), names.nakshatraName(lucky.number.nakshatra))}</dd>
      </div>
    </dl>
  );
}

/** What the day favours and what to hold back from, from this chart's daily reading. */
function Advice({ advice }: { advice: Panchang['advice'] }) {
  const t = useText(chartText).advice;
  return (
    <section aria-labelledby="advice-heading" className="border-t border-night-700/10 p-4 sm:p-6">
      <h3 id="advice-heading" className="text-xs font-semibold uppercase tracking-wider text-saffron-700">
        {t.title} <span className="font-normal normal-case tracking-normal text-muted">· {t.gloss}</span>
      </h3>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:gap-6">
        <AdviceList id="advice-do" title={t.do} spoken={t.doSpoken} keys={advice.favour} mark="✓" tone="text-emerald-700" />
        <AdviceList id="advice-dont" title={t.dont} spoken={t.dontSpoken} keys={advice.avoid} mark="✕" tone="text-maroon-700" />
      </div>
    </section>
  );
}

function AdviceList({ id, title, spoken, keys, mark, tone }: { id: string; title: string; spoken: string; keys: DayAdviceKey[]; mark: string; tone: string }) {
  const t = useText(chartText).advice;
  return (
    <div>
      <h4 id={id} className={`text-sm font-bold ${tone}`}>
        {title}
      </h4>
      {keys.length > 0 ? (
        <ul aria-labelledby={id} className="mt-1 space-y-1 text-sm text-ink">
          {keys.map((key) => (
            <li key={key} className="flex gap-1.5">
              <span aria-hidden="true" className={`font-bold ${tone}`}>
                {mark}
              </span>
              <span>
                <span className="sr-only">{spoken} </span>
                {t.labels[key]}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">{t.nothing}</p>
      )}
    </div>
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
  const { language } = useLanguage();
  const t = useText(chartText).panchang;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white/10 px-3 py-2.5 ring-1 ring-white/10">
      <SunIcon rising={rising} />
      <div>
        <p className="text-xs text-night-100/80">{label}</p>
        <p className="text-lg font-semibold leading-snug tabular-nums text-white">
          {value ? <time dateTime={value}>{formatClock(value, language)}</time> : <span className="text-base">{t.noneToday}</span>}
        </p>
        <p className="text-xs text-night-100/60">{gloss}</p>
      </div>
    </div>
  );
}

function LampIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor" aria-hidden="true">
      <path d="M12 2c1.8 2.6 2.7 4.4 2.7 5.6A2.7 2.7 0 0112 10.3a2.7 2.7 0 01-2.7-2.7C9.3 6.4 10.2 4.6 12 2z" />
      <path d="M3 12h18c-.6 4.2-4.4 7-9 7s-8.4-2.8-9-7zM9 20h6v1.5H9z" />
    </svg>
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
