import type { ReactNode } from 'react';
import type { ChartView } from '../../../shared/chart-view';
import { ButtonLink } from '../../components/button';
import { formatClock, formatDate, formatDegree } from './format';

const SADE_SATI_PHASES = { rising: 'rising phase', peak: 'peak phase', setting: 'setting phase' } as const;

/** 'Your Kundli', whose chart it is, how it was computed, and anything the user should fix or know. */
export function ChartHeader({ chart }: { chart: ChartView }) {
  const { birth, transits } = chart;
  const sadeSati = transits.sadeSati;
  return (
    <header className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">Janma kundli · birth chart</p>
      <h1 className="mt-1 font-display text-4xl font-bold text-night-800 sm:text-5xl">Your Kundli</h1>
      <p className="mt-2 text-lg font-semibold text-night-800">{chart.name}</p>
      <p className="text-muted">
        Born <time dateTime={birth.date}>{formatDate(birth.date)}</time> at {formatClock(birth.time)}
        <span className="whitespace-nowrap"> (UTC{birth.utcOffset})</span> in {birth.place.city}, {birth.place.country}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
        <Chip>
          Lahiri ayanamsa {formatDegree(chart.ayanamsa.degrees)}
        </Chip>
        <Chip>{chart.node === 'mean' ? 'Mean node' : 'True node'} for Rahu and Ketu</Chip>
        <Chip>
          Lagna {chart.ascendant.signName.sanskrit} · {chart.ascendant.signName.english}
        </Chip>
        {sadeSati.running && (
          <li className="rounded-full bg-saffron-500 px-3 py-1 font-semibold text-night-950">
            Sade Sati running{sadeSati.phase ? ` · ${SADE_SATI_PHASES[sadeSati.phase]}` : ''}
          </li>
        )}
      </ul>

      {birth.approximate && (
        <div role="alert" className="mt-5 rounded-2xl border border-saffron-400 bg-saffron-50 p-4 sm:flex sm:items-start sm:gap-4">
          <WarningIcon />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-night-800">This chart is approximate</p>
            <p className="mt-1 text-sm text-ink">{birth.approximateReason}</p>
            <ButtonLink to="/profile" variant="secondary" className="mt-3">
              Update birth place
            </ButtonLink>
          </div>
        </div>
      )}
      {birth.timeNote && (
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-night-100/70 p-4 text-sm text-night-800 ring-1 ring-night-600/15">
          <InfoIcon />
          <p>{birth.timeNote}</p>
        </div>
      )}
    </header>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return <li className="rounded-full bg-white px-3 py-1 text-night-700 ring-1 ring-night-700/15">{children}</li>;
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
