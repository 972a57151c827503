import type { ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { fixBirthPlacePath } from '../../lib/fix-birth-place';
import { ButtonLink } from '../../components/button';
import { chartText } from '../../i18n/chart';
import { useLanguage, useText } from '../../i18n/text';
import { formatClock, formatDate } from './format';
import { timeNoteIn } from './time-note';

/**
 * Whose chart it is when it is not the user's own: a saved person's title, words and links (the
 * approximate notice sends the user to the person's details, not to their own profile).
 */
export type ChartOwner = {
  eyebrow: string;
  title: string;
  casting: string;
  approximateReason: (city: string, country: string) => string;
  /** Where the birth place is corrected. */
  editTo: string;
  updatePlace: string;
  /** Links under the header (match, edit, back). */
  actions: ReactNode;
  /** The way out when the chart cannot be shown. */
  back: ReactNode;
};

/** 'Your Kundli', whose chart it is, and anything the user should fix or know (how it was computed is in ChartDetails). */
export function ChartHeader({ chart, owner }: { chart: ChartView; owner?: ChartOwner }) {
  const { birth } = chart;
  const { language } = useLanguage();
  const t = useText(chartText);
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{owner?.eyebrow ?? t.header.eyebrow}</p>
      <h1 className="mt-1 font-display text-4xl font-bold text-night-800 sm:text-5xl">{owner?.title ?? t.title}</h1>
      {/* A saved person's name is already in the title. */}
      {!owner && <p className="mt-2 text-lg font-semibold text-night-800">{chart.name}</p>}
      <p className="text-muted">
        {t.header.born}
        <time dateTime={birth.date}>{formatDate(birth.date, language)}</time>
        {/* Without an exact time the cast time is not the birth time: the Moon note says what was used. */}
        {birth.timeAccuracy === 'exact' && (
          <>
            {t.header.bornAt}
            {formatClock(birth.time, language)}
            <span className="whitespace-nowrap"> (UTC{birth.utcOffset})</span>
          </>
        )}
        {t.header.bornIn(birth.place.city, birth.place.country)}
      </p>

      {birth.approximate && (
        <div role="alert" className="mt-5 rounded-2xl border border-saffron-400 bg-saffron-50 p-4 sm:flex sm:items-start sm:gap-4">
          <WarningIcon />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-night-800">{t.header.approximate}</p>
            <p className="mt-1 text-sm text-ink">{(owner?.approximateReason ?? t.header.approximateReason)(birth.place.city, birth.place.country)}</p>
            <ButtonLink to={owner?.editTo ?? fixBirthPlacePath} variant="secondary" className="mt-3">
              {owner?.updatePlace ?? t.header.updatePlace}
            </ButtonLink>
          </div>
        </div>
      )}
      {owner && <div className="mt-4 flex flex-wrap gap-3">{owner.actions}</div>}
      {birth.timeNote && (
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-night-100/70 p-4 text-sm text-night-800 ring-1 ring-night-600/15">
          <InfoIcon />
          <p>{timeNoteIn(birth.timeNote, language)}</p>
        </div>
      )}
    </header>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mb-2 h-6 w-6 shrink-0 text-saffron-600 sm:mb-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3l9.5 17h-19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-night-600" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8v.01" />
    </svg>
  );
}
