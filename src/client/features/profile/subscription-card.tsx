import { ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { formatDate } from '../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../../lib/subscription-api';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { Card } from '../../components/card';

/** docs/product.md, Screens and routes /profile: the subscription card. */
export function SubscriptionCard({ premium }: { premium: boolean }) {
  const query = useQuery(subscriptionQuery);
  const { language } = useLanguage();
  const t = useText(profileText).subscription;
  return (
    <Card aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {t.heading}
      </h2>
      {query.isPending ? (
        <Spinner className="mt-3" label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-maroon-700">
          {t.loadFailed}
        </p>
      ) : premium ? (
        <div className="mt-3">
          <p className="flex items-center gap-2 font-display text-2xl font-bold text-night-800">
            <span className="text-gold-500" aria-hidden="true">★</span> {t.premiumActive}
          </p>
          {query.data.subscription ? (
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                {query.data.subscription.endDate ? (
                  <>
                    <dt className="inline text-muted">{t.validUntil} </dt>
                    <dd className="inline font-semibold text-night-800">{formatDate(query.data.subscription.endDate, language)}</dd>
                  </>
                ) : (
                  <dd className="font-semibold text-night-800">{t.lifetime}</dd>
                )}
              </div>
              <div>
                <dt className="inline text-muted">{t.startedOn} </dt>
                <dd className="inline text-night-800">{formatDate(query.data.subscription.startDate, language)}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-2 text-sm font-semibold text-night-800">{t.lifetime}</p>
          )}
          <p className="mt-3 rounded-xl bg-saffron-50 px-3 py-2 text-sm text-saffron-700">{t.unlocked}</p>
        </div>
      ) : (
        <div className="mt-3">
          <p className="font-display text-xl font-bold text-night-800">{t.free}</p>
          <p className="mt-1 text-sm text-muted">{t.freeBody}</p>
          <ButtonLink to="/premium" className="mt-4 w-full">
            {t.upgrade}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
