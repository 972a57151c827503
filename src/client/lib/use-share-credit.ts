import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from './toast';
import { messagesIn } from '../i18n/server-messages';
import type { Language } from '../../shared/profile';
import { commonText } from '../i18n/common';
import { currentLanguage } from '../i18n/language';
import { api, ApiError, unwrap } from './api';
import { queryKeys } from './query-keys';
import { openWhatsApp } from './share-message';
import { trackEvent } from './track';
import { useMounted } from './use-mounted';

// docs/product.md, Limits: the credit is added 3 s after WhatsApp opens, and the user goes home 2 s later.
const creditDelayMs = 3000;
const redirectDelayMs = 2000;

export type SharePhase = 'idle' | 'adding' | 'added';

type Options = {
  /** The message sent, in the sharer's language at the moment of the tap. */
  message: (language: Language) => string;
  /** Where the share is made from, for the analytics event. */
  placement: 'share_unlock' | 'result';
  /** /share-unlock goes home once the credit is added; the result page keeps its reader on the reading. */
  returnHome: boolean;
  /** Told when WhatsApp opened with the message, for an event of the page's own (a question thread's). */
  onShared?: () => void;
};

/**
 * The share flow of docs/product.md, States: open WhatsApp, add a credit on the server (which
 * decides, by the same rules wherever the share was made), thank, and go home if asked. Shared by
 * /share-unlock and the result page so the two cannot drift apart.
 */
export function useShareCredit({ message, placement, returnHome, onShared }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SharePhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const isMounted = useMounted();
  const redirect = useRef<number | undefined>(undefined);

  // The credit itself is still added if the user leaves first (they did share); only the trip
  // home is cancelled.
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  /** Asks the server for the credit of a share that has happened. */
  const addCredit = async () => {
    setPhase('adding');
    try {
      // The thanks comes worded by the server, in the language the share was made in.
      const { message: thanks } = await unwrap(api.shares.$post());
      await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      toast.success(thanks);
      if (!isMounted()) return;
      setPhase('added');
      if (returnHome) redirect.current = window.setTimeout(() => void navigate('/'), redirectDelayMs);
    } catch (cause) {
      // Over the daily cap the server says when sharing will earn again; say exactly that.
      const refusal = cause instanceof ApiError && cause.status === 429 ? cause.message : messagesIn(currentLanguage()).shareCreditFailed;
      toast.error(refusal);
      if (!isMounted()) return;
      setError(refusal);
      setPhase('idle');
    }
  };

  /** Opens WhatsApp with the message; the credit follows a moment later. */
  const share = () => {
    if (phase !== 'idle') return;
    setError(null);
    // Opened straight from the tap, so the browser does not take it for a pop-up.
    const language = currentLanguage();
    if (!openWhatsApp(message(language))) {
      toast.error(commonText[language].whatsAppFailed);
      setError(commonText[language].whatsAppFailed);
      return;
    }
    trackEvent('share', { channel: 'whatsapp', placement });
    onShared?.();
    setPhase('adding');
    window.setTimeout(() => void addCredit(), creditDelayMs);
  };

  return { share, addCredit, phase, error };
}
