import type { ReadingType } from '../../shared/reading-types';

// Drawn rather than emoji or astrological code points: those depend on the phone's fonts and turn
// into empty boxes on many Android devices.
const paths: Record<ReadingType, React.ReactNode> = {
  // The sun: today's sky.
  daily: (
    <>
      <circle cx="12" cy="12" r="4.2" />
      <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
    </>
  ),
  // A crescent: the Moon moves through about two signs a week.
  weekly: <path d="M15.5 3.8a8.5 8.5 0 1 0 4.7 12.9A7 7 0 0 1 15.5 3.8z" />,
  // A calendar page.
  monthly: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />
    </>
  ),
  // A circle in four quarters.
  quarterly: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5v17M3.5 12h17" />
      <path d="M12 12V3.5A8.5 8.5 0 0 1 20.5 12z" fill="currentColor" fillOpacity="0.25" />
    </>
  ),
  // The zodiac wheel: a year of the Sun's journey.
  yearly: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3.5V8M12 16v4.5M3.5 12H8M16 12h4.5M6 6l2.8 2.8M15.2 15.2 18 18M6 18l2.8-2.8M15.2 8.8 18 6" />
    </>
  ),
  // A briefcase.
  career: (
    <>
      <rect x="3" y="7.5" width="18" height="12.5" rx="2.5" />
      <path d="M8.5 7.5V6a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v1.5M3 13h18M11 13v2h2v-2" />
    </>
  ),
  // A heart.
  love: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
  // A lotus.
  health: (
    <>
      <path d="M12 19c-3-2-4.5-5-4.5-8.5C9.5 11.5 12 14 12 19zM12 19c3-2 4.5-5 4.5-8.5-2 1-4.5 3.5-4.5 8.5z" />
      <path d="M12 19c-1.6-3-1.6-8 0-12.5 1.6 4.5 1.6 9.5 0 12.5zM12 19c-4 0-7.5-1.8-9-4.5 3-.5 6.5.8 9 4.5zM12 19c4 0 7.5-1.8 9-4.5-3-.5-6.5.8-9 4.5z" />
    </>
  ),
  // A star over the horizon: the whole life.
  life: (
    <>
      <path d="M12 3.5l1.8 4.3 4.6.4-3.5 3 1.1 4.5L12 13.3l-4 2.4 1.1-4.5-3.5-3 4.6-.4z" />
      <path d="M3 20h18" />
    </>
  ),
};

export function ReadingTypeIcon({ type, className = 'h-6 w-6' }: { type: ReadingType; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {paths[type]}
    </svg>
  );
}

/** A Kundli Milan report: two rings joined, as two charts are matched. */
export function MatchIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="9" cy="12" r="5" />
      <circle cx="15" cy="12" r="5" />
    </svg>
  );
}
