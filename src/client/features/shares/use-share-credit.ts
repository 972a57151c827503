import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messagesIn } from '../../../shared/messages-in';
import { trackEvent } from '../../lib/track';
import { api, ApiError, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { commonText } from '../../i18n/common';
import { currentLanguage } from '../../i18n/language';
import { openWhatsApp, shareMessage } from '../../lib/share-message';
import { useMounted } from '../../lib/use-mounted';

// docs/product.md, Limits: the credit is added 3 s after WhatsApp opens, and the user goes home 2 s later.
const creditDelayMs = 3000;
const redirectDelayMs = 2000;

type Phase = 'idle' | 'adding' | 'added';

/** The share flow of docs/product.md, States: open WhatsApp, add a credit on the server, thank, go to /. */
export function useShareCredit() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const isMounted = useMounted();
  const redirect = useRef<number | undefined>(undefined);

  // The credit itself is still added if the user leaves first (they did share); only the trip
  // home is cancelled.
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const addCredit = async () => {
    try {
      // The thanks comes worded by the server, in the language the share was made in.
      const { message } = await unwrap(api.shares.$post());
      await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      toast.success(message);
      if (!isMounted()) return;
      setPhase('added');
      redirect.current = window.setTimeout(() => void navigate('/'), redirectDelayMs);
    } catch (cause) {
      // Over the daily cap the server says when sharing will earn again; say exactly that.
      const message = cause instanceof ApiError && cause.status === 429 ? cause.message : messagesIn(currentLanguage()).shareCreditFailed;
      toast.error(message);
      if (!isMounted()) return;
      setError(message);
      setPhase('idle');
    }
  };

  const share = () => {
    if (phase !== 'idle') return;
    setError(null);
    // Opened straight from the tap, so the browser does not take it for a pop-up.
    const language = currentLanguage();
    if (!openWhatsApp(shareMessage(language))) {
      toast.error(commonText[language].whatsAppFailed);
      setError(commonText[language].whatsAppFailed);
      return;
    }
    trackEvent('share', { channel: 'whatsapp', placement: 'share_unlock' });
    setPhase('adding');
    window.setTimeout(() => void addCredit(), creditDelayMs);
  };

  return { share, phase, error };
}
