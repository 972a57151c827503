import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { accessLevel } from '../../../shared/access';
import { messagesIn } from '../../i18n/server-messages';
import { isProfileComplete } from '../../../shared/profile';
import { isReadingType, type ReadingType } from '../../../shared/reading-types';
import { BackLink } from '../../components/back-button';
import { Button, ButtonLink } from '../../components/button';
import { EntitlementBanner } from '../../components/entitlement-banner';
import { PageContainer } from '../../components/page-header';
import { ReadingTypeIcon } from '../../components/reading-type-icon';
import { Spinner } from '../../components/spinner';
import { formatPeriod } from '../../lib/format';
import { commonText } from '../../i18n/common';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { useSession } from '../../lib/session';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { readingTitleOf } from '../../lib/reading-info';
import { AccessGate } from '../../components/access-gate';
import { BirthDetailsSummary } from './birth-details-summary';
import { StreamingReading } from './streaming-reading';
import { useGenerateReading } from './use-generate-reading';
import { ReadingPickup } from './reading-pickup';
import { useReadingPickup } from './use-reading-pickup';
import { Card } from '../../components/card';

export function ReadingRequestPage() {
  const { type } = useParams();
  // docs/product.md, Screens and routes: an invalid type redirects to /.
  if (!isReadingType(type)) return <Navigate to="/" replace />;
  // A new type is a new form: no gate or text carried over from the last one.
  return <ReadingRequest key={type} type={type} />;
}

/** docs/product.md, Screens and routes /reading/{type}: what will be read, from which details, and the button to start. */
function ReadingRequest({ type }: { type: ReadingType }) {
  const { language } = useLanguage();
  const common = useText(commonText);
  const t = useText(readingsText).request;
  const period = t.periodNames[type];
  const { data } = useSession();
  const profile = data?.profile;
  const title = readingTitleOf(type, language);
  const [gate, setGate] = useState(false);
  useScrollToTop(gate ? 'gate' : 'form');
  const reading = useGenerateReading(type, { onForbidden: () => setGate(true) });
  // One reading per type and period: if this period has it, the page opens it instead (ADR 006).
  // If it is being written (this page was reloaded, or its stream was cut), the page follows it.
  const { current, pickup } = useReadingPickup(type, { enabled: !!profile, cutAt: reading.cutAt });
  // Asking after a cut stream counts as following: the reading is most likely still being written.
  const following = reading.isGenerating || pickup.phase === 'writing' || pickup.phase === 'asking';
  // A reading this page just saw written is offered by its own notice below ('Your reading is
  // ready'): the period's note and button would offer the same reading a second time.
  const justWritten = pickup.phase === 'ready';

  if (gate) {
    return (
      <PageContainer>
        <AccessGate title={title} onBack={() => setGate(false)} words={readingsText[language].gate} />
      </PageContainer>
    );
  }

  const level = accessLevel(profile);
  const complete = isProfileComplete(profile);
  const generate = () => {
    if (level === 'none') setGate(true);
    else reading.generate();
  };
  const label = following ? t.generating : level === 'free' ? t.getFree(title) : t.generate(title);

  return (
    <PageContainer width="max-w-3xl" className="space-y-6">
      <BackLink to="/" />
      <header className="flex items-start gap-4">
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-night-800 text-gold-300 shadow-md sm:h-16 sm:w-16">
          <ReadingTypeIcon type={type} className="h-7 w-7 sm:h-8 sm:w-8" />
        </span>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold leading-tight text-night-800 sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted">{common.readingDescriptions[type]}</p>
        </div>
      </header>

      {current && !justWritten ? (
        <section aria-labelledby="current-reading-note" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/30 sm:px-5">
          <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-emerald-600 text-lg text-white" aria-hidden="true">
            ✓
          </span>
          <div className="min-w-0 pt-1.5">
            <p id="current-reading-note" className="font-semibold">
              {t.alreadyHave(period, title)}
            </p>
            {type !== 'daily' && <p className="mt-0.5 text-sm">{formatPeriod(current.period.start, current.period.end, language)}</p>}
            {current.language !== language && <p className="mt-0.5 text-sm">{t.writtenIn[current.language]}</p>}
          </div>
        </section>
      ) : (
        profile && !current && <EntitlementBanner profile={profile} />
      )}

      <Card aria-labelledby="details-heading" className="sm:p-7">
        <h2 id="details-heading" className="font-display text-2xl font-bold text-night-800">
          {t.detailsTitle}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{t.detailsIntro}</p>
        <BirthDetailsSummary profile={profile} />

        {profile && !complete && (
          <div role="alert" className="mt-5 rounded-2xl border border-saffron-400 bg-saffron-50 p-4">
            <p className="font-medium text-night-800">{messagesIn(language).birthDetailsMissing}</p>
            <ButtonLink to="/profile" variant="secondary" className="mt-3">
              {t.completeProfile}
            </ButtonLink>
          </div>
        )}

        {current ? (
          !justWritten && (
            <ButtonLink to={`/reading/result/${current.readingId}`} className="mt-6 w-full sm:text-lg" aria-describedby="current-reading-note">
              {t.openCurrent(period)}
            </ButtonLink>
          )
        ) : (
          <Button className="mt-6 w-full sm:text-lg" onClick={generate} disabled={!complete || following} aria-describedby={reading.error ? 'generate-error' : undefined}>
            {following ? <Spinner label={label} /> : label}
          </Button>
        )}
        {reading.error && !reading.isGenerating && (
          <p id="generate-error" role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-maroon-700">
            {reading.error}
          </p>
        )}
      </Card>

      {reading.isGenerating ? (
        <StreamingReading title={title} text={reading.text} language={reading.textLanguage} />
      ) : (
        <ReadingPickup pickup={pickup} title={title} kept={{ text: reading.text, language: reading.textLanguage, cut: reading.cutAt !== null }} />
      )}
    </PageContainer>
  );
}
