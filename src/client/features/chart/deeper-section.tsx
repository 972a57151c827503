import { lazy, Suspense, useState } from 'react';
import { publicPathIn } from '../../../shared/public-path';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { chartText } from '../../i18n/chart';
import { useLanguage, useText } from '../../i18n/text';

// The tables, their words and their data are a chunk of their own, fetched when the reader opens the section.
const DeeperTabs = lazy(() => import('./deeper/deeper-tabs'));

/** The Kundli's Deeper section: closed at first; opening it loads the tables (vargas, Ashtakavarga, strengths, KP, dashas). */
export function DeeperSection({ personId }: { personId?: string }) {
  const t = useText(chartText).deeper;
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="deeper-heading" className="mt-6 min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id="deeper-heading" className="font-display text-2xl font-bold text-night-800">
        {t.title} <span className="text-lg font-semibold text-muted">· {t.gloss}</span>
      </h2>
      <p className="mt-2 text-sm text-ink">{t.intro}</p>
      {/* A server page, not the app's: a plain link. */}
      <a className="inline-flex min-h-11 items-center text-sm font-semibold text-saffron-700 underline underline-offset-2" href={publicPathIn(language, '/accuracy')}>
        {t.accuracy}
      </a>
      <Button variant="secondary" className="mt-2" aria-expanded={open} aria-controls="deeper-body" onClick={() => setOpen(!open)}>
        {open ? t.close : t.open}
      </Button>
      {open && (
        <div id="deeper-body" className="mt-5">
          <Suspense fallback={<Spinner status />}>
            <DeeperTabs personId={personId} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
