import type { ProfileView } from '../../../shared/profile';
import { formatCalendarDate, formatClockTime } from '../../lib/format';

const notSet = 'Not set';

/** The details the reading is written from (docs/product.md, Screens and routes), with 'Not set' for anything missing. */
export function BirthDetailsSummary({ profile }: { profile: ProfileView | null | undefined }) {
  if (!profile) {
    return (
      <p role="status" className="text-muted">
        Loading your details...
      </p>
    );
  }
  const { city, country } = profile.birthLocation;
  const rows: [string, string][] = [
    ['Name', profile.name || notSet],
    ['Birth Date', profile.birthDate ? formatCalendarDate(profile.birthDate) : notSet],
    ['Birth Time', profile.birthTime ? formatClockTime(profile.birthTime) : notSet],
    ['Birth Place', city ? [city, country].filter(Boolean).join(', ') : notSet],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl bg-sand/60 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
          <dd className={`mt-0.5 truncate font-semibold ${value === notSet ? 'text-maroon-700' : 'text-night-800'}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
