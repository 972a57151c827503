import type { ProfileView } from '../../../shared/profile';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { formatCalendarDate } from '../../lib/format';
import { useBirthTimeShown } from '../../components/birth-details/birth-time-choice';

/** The details the reading is written from (docs/product.md, Screens and routes), with 'Not set' for anything missing. */
export function BirthDetailsSummary({ profile }: { profile: ProfileView | null | undefined }) {
  const { language } = useLanguage();
  const t = useText(readingsText).details;
  const birthTimeShown = useBirthTimeShown();
  if (!profile) {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    );
  }
  const { city, country } = profile.birthLocation;
  const rows: [label: string, value: string | null][] = [
    [t.name, profile.name || null],
    [t.birthDate, profile.birthDate ? formatCalendarDate(profile.birthDate, language) : null],
    [t.birthTime, profile.birthTime ? birthTimeShown(profile) : null],
    [t.birthPlace, city ? [city, country].filter(Boolean).join(', ') : null],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl bg-sand/60 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wider text-muted [&:lang(hi)]:tracking-normal">{label}</dt>
          <dd className={`mt-0.5 truncate font-semibold ${value === null ? 'text-maroon-700' : 'text-night-800'}`}>{value ?? t.notSet}</dd>
        </div>
      ))}
    </dl>
  );
}
