import { Link } from 'react-router';
import { ReadingTypeIcon } from '../../components/reading-type-icon';
import { dashboardReadingTypes, readingTitleOf } from '../../lib/reading-info';
import { commonText } from '../../i18n/common';
import { dashboardText } from '../../i18n/dashboard';
import { useLanguage, useText } from '../../i18n/text';

/** docs/product.md, Screens and routes: the eight reading cards, each to /reading/{type}; Life Prediction gets a quieter link. */
export function ReadingTypeGrid({ freeAvailable }: { freeAvailable: boolean }) {
  const { readingDescriptions } = useText(commonText);
  const { language } = useLanguage();
  const t = useText(dashboardText);
  return (
    <section aria-labelledby="reading-types-heading">
      <h2 id="reading-types-heading" className="font-display text-2xl font-bold text-night-800 sm:text-3xl">
        {t.chooseReading}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
        {dashboardReadingTypes.map((type) => (
          <li key={type}>
            <Link
              to={`/reading/${type}`}
              className="group relative flex h-full items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-400/60 sm:p-5"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-night-800 text-gold-300 transition group-hover:bg-night-700">
                <ReadingTypeIcon type={type} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="font-display text-xl font-bold leading-tight text-night-800">{readingTitleOf(type, language)}</span>
                  {freeAvailable && (
                    <span className="rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold tracking-wider text-night-950">{t.free}</span>
                  )}
                </span>
                <span className="mt-1 block text-sm leading-snug text-muted">{readingDescriptions[type]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/reading/life"
        className="mt-4 flex items-center gap-3 rounded-2xl border border-dashed border-night-700/25 px-4 py-3 text-sm text-night-800 transition hover:border-saffron-500 hover:bg-white"
      >
        <ReadingTypeIcon type="life" className="h-5 w-5 shrink-0 text-saffron-600" />
        <span className="flex-1">
          {t.wholeStory} <span className="font-semibold">{readingTitleOf('life', language)}</span>
        </span>
        <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
