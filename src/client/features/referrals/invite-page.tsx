import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { referralTextIn } from '../../../shared/referral-messages';
import { ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { useLanguage } from '../../i18n/text';
import { api, unwrap } from '../../lib/api';
import { referralKeys } from '../../lib/referral-keys';

/**
 * /invite/{code} (docs/decisions/033): the page a friend's invite link opens. The server checks
 * the code and, for a visitor not signed in, remembers it (an HttpOnly cookie) through sign-in;
 * the page says who sent it, by first name, and leads on to sign-in. A bad link is said plainly.
 */
export function InvitePage() {
  const { code = '' } = useParams();
  const { language } = useLanguage();
  const t = referralTextIn(language).page;
  // Opened once per code: going back to the page does not count it again.
  const landing = useQuery({
    queryKey: referralKeys.landing(code),
    queryFn: () => unwrap(api.referrals.landing.$post({ json: { code } })),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <PageContainer width="max-w-lg" className="py-6">
      {landing.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label={t.loading} status />
        </div>
      ) : landing.isError ? (
        <StateCard tone="error" headingLevel={1} title={t.failed} actions={<ButtonLink to="/">{t.goHome}</ButtonLink>}>
          {landing.error.message}
        </StateCard>
      ) : landing.data.signedIn ? (
        <StateCard headingLevel={1} glyph="✉" title={t.invitedBy(landing.data.inviterName)} actions={<ButtonLink to="/profile">{t.openProfile}</ButtonLink>}>
          {t.alreadyMember}
        </StateCard>
      ) : (
        <StateCard headingLevel={1} glyph="✉" title={t.invitedBy(landing.data.inviterName)} actions={<ButtonLink to="/auth">{t.signIn}</ButtonLink>}>
          {t.pitch}
        </StateCard>
      )}
    </PageContainer>
  );
}
