import { BackButton } from '../../components/back-button';
import { ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { WhatsAppButton, WhatsAppIcon } from '../../components/whatsapp-button';
import { sharesText } from '../../i18n/shares';
import { useText } from '../../i18n/text';
import { useSession } from '../../lib/session';
import { HowItWorks } from './how-it-works';
import { MessagePreview } from './message-preview';
import { shareMessage } from '../../lib/share-message';
import { useShareCredit } from '../../lib/use-share-credit';
import { Card } from '../../components/card';

/** docs/product.md, Screens and routes /share-unlock: share the message on WhatsApp, earn one reading. */
export function ShareUnlockPage() {
  const t = useText(sharesText);
  const { data } = useSession();
  const available = data?.profile?.sharesAvailable ?? 0;

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <BackButton />
        {data?.profile?.isPremium ? (
          <>
            <h1 className="mt-2 font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.title}</h1>
            {/* A member already reads everything: no credit to earn, no plan to sell them. */}
            <div className="mt-6">
              <StateCard glyph="★" actions={<ButtonLink to="/">{t.member.dashboard}</ButtonLink>}>
                {t.member.text}
              </StateCard>
            </div>
          </>
        ) : (
          <ShareToUnlock available={available} />
        )}
      </PageContainer>
    </div>
  );
}

/** The heading, the credits held, how it works, the share button, the premium offer and the message. */
function ShareToUnlock({ available }: { available: number }) {
  const t = useText(sharesText);
  const { share, phase, error } = useShareCredit({ message: shareMessage, placement: 'share_unlock', returnHome: true });

  return (
    <>
    <header className="mt-2">
      <h1 className="font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        {t.introBefore}
        <strong className="text-night-800">{t.introStrong}</strong>
        {t.introAfter}
      </p>
    </header>

    {available > 0 && (
      <p role="status" className="mt-5 flex items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-600/30">
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-emerald-600 text-white" aria-hidden="true">
          ✓
        </span>
        {t.available(available)}
      </p>
    )}

    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <Card aria-label={t.shareLabel} className="sm:p-7">
        <HowItWorks />
        <WhatsAppButton onClick={share} disabled={phase !== 'idle'} className="mt-7 min-h-13 w-full text-lg">
          {phase === 'adding' ? (
            <Spinner label={t.adding} />
          ) : phase === 'added' ? (
            t.added
          ) : (
            <>
              <WhatsAppIcon className="h-6 w-6" /> {t.shareWhatsApp}
            </>
          )}
        </WhatsAppButton>
        {error && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-maroon-700">
            {error}
          </p>
        )}
      </Card>

      <div className="space-y-6">
        <MessagePreview />
        <section aria-labelledby="unlimited-heading" className="night-sky rounded-3xl p-6 text-night-100 shadow-lg ring-1 ring-gold-400/40">
          <h2 id="unlimited-heading" className="font-display text-2xl font-bold text-gold-300">
            {t.unlimitedTitle}
          </h2>
          <p className="mt-2 text-sm text-night-100/85">{t.unlimitedText}</p>
          <ButtonLink to="/premium" className="mt-5 w-full sm:w-auto">
            {t.seePlans}
          </ButtonLink>
        </section>
      </div>
    </div>
    </>
  );
}
