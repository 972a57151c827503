import { messagesIn } from '../i18n/server-messages';
import { commonText } from '../i18n/common';
import { useLanguage, useText } from '../i18n/text';
import { ApiError } from '../lib/api';
import type { useSession } from '../lib/session';
import { Button } from './button';
import { Logo } from './logo';
import { Spinner } from './spinner';
import { StateCard } from './state-card';

/**
 * What a page shows when the session look-up (GET /api/me: who is signed in, and their profile)
 * failed: "Failed to load user profile: …" with the server's reason, or the app's words for a lost
 * connection, and Retry, which asks again. An unexpected error's own text (a parser's, a stack) is
 * never shown: those get the general "Failed to process request". A look-up refused as signed out
 * (401) never shows here: the session then says nobody is signed in (forgetUser), and the guards
 * send the visitor to /auth.
 */
export function ProfileLoadError({ session }: { session: ReturnType<typeof useSession> }) {
  const { language } = useLanguage();
  const common = useText(commonText);
  const { error } = session;
  const reason = error instanceof ApiError ? error.message : common.requestFailed;
  const retrying = session.isFetching;
  return (
    <div className="px-4 py-10 sm:py-16">
      {/* The navigation bar needs the session: the mark alone says whose page this is. */}
      <div className="mb-6 flex justify-center">
        <Logo tone="dark" />
      </div>
      <StateCard
        tone="error"
        actions={
          <Button onClick={() => void session.refetch()} disabled={retrying} className="min-w-32">
            {retrying ? <Spinner label={common.retry} /> : common.retry}
          </Button>
        }
      >
        <span className="wrap-anywhere">{messagesIn(language).profileLoadFailed(reason)}</span>
      </StateCard>
    </div>
  );
}
