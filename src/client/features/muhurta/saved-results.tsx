import { muhurtaText } from '../../i18n/muhurta';
import { useLanguage, useText } from '../../i18n/text';
import { formatPeriod } from '../../lib/format';
import type { PersonalSummary } from './muhurta-api';

/** The personal results the user bought, newest first: each opens as it was found, for nothing. */
export function SavedResults({ results, onOpen }: { results: readonly PersonalSummary[]; onOpen: (id: string) => void }) {
  const t = useText(muhurtaText);
  const { language } = useLanguage();
  if (!results.length) return null;
  return (
    <section aria-labelledby="muhurta-saved" className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="muhurta-saved" className="font-display text-xl font-bold text-night-800">
        {t.people.saved}
      </h2>
      <ul className="mt-2 divide-y divide-night-700/10">
        {results.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <div className="min-w-0">
              <p className="font-semibold text-night-800">{t.people.savedLine(t.purposes[r.purpose], r.people.map((p) => p.name).join(', '), t.people.windows(r.windows))}</p>
              <p className="text-sm text-muted">
                {r.place} · {formatPeriod(r.from, r.to, language)}
              </p>
            </div>
            <button type="button" onClick={() => onOpen(r.id)} className="min-h-11 rounded-lg px-3 font-semibold text-saffron-700 hover:underline">
              {t.people.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
