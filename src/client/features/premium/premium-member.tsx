import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import { subscriptionQuery } from '../../lib/subscription-api';

/** docs/product.md, Screens and routes /premium, 'Already active subscription'. */
const memberBenefits = [
  { title: 'Unlimited readings', text: 'Ask for any reading type, as often as you like.' },
  { title: 'Daily, weekly, monthly and yearly predictions', text: 'Follow every transit as it moves through your chart.' },
  { title: 'PDF downloads', text: 'Keep every reading as a report to read again or share.' },
  { title: 'Priority support', text: 'Your questions go to the front of the queue.' },
];

export function PremiumMember() {
  const subscription = useQuery(subscriptionQuery).data?.subscription;
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-3xl">
        <section className="night-sky overflow-hidden rounded-3xl px-6 py-10 text-center text-night-100 shadow-xl ring-1 ring-gold-400/40 sm:px-12 sm:py-12">
          <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-400 text-3xl text-night-900 shadow-lg" aria-hidden="true">
            ★
          </span>
          <h1 className="mt-5 font-display text-4xl font-bold text-gold-300 sm:text-5xl">You're a Premium Member</h1>
          <p className="mx-auto mt-3 max-w-md text-night-100/85">Thank you for being with Jyotishi. Every reading and report is open to you.</p>
          {subscription && (
            <p className="mx-auto mt-5 inline-flex flex-col items-center gap-x-2 rounded-2xl bg-white/10 px-4 py-1.5 text-sm text-night-100 ring-1 ring-white/15 sm:flex-row sm:rounded-full">
              <span className="font-semibold text-white">{subscription.planName} plan</span>
              <span className="hidden sm:inline" aria-hidden="true">
                ·
              </span>
              <span>{subscription.endDate ? `Valid until ${formatDate(subscription.endDate)}` : 'Lifetime Access'}</span>
            </p>
          )}
        </section>

        <section aria-labelledby="member-benefits" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
          <h2 id="member-benefits" className="font-display text-2xl font-bold text-night-800">
            Your benefits
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {memberBenefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <span className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-saffron-100 text-sm font-bold text-saffron-700" aria-hidden="true">
                  ✓
                </span>
                <span>
                  <span className="block font-semibold text-night-800">{benefit.title}</span>
                  <span className="block text-sm text-muted">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/" className="sm:flex-1">
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to="/profile" variant="secondary" className="sm:flex-1">
              View Subscription Details
            </ButtonLink>
          </div>
        </section>
      </PageContainer>
    </div>
  );
}
