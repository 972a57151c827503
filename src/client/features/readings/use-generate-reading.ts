import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { localizeMessage, messagesIn } from '../../i18n/server-messages';
import type { Language } from '../../../shared/profile';
import type { ReadingType } from '../../../shared/reading-types';
import { reportError, trackEvent } from '../../lib/track';
import { currentLanguage } from '../../i18n/language';
import { useLanguage } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useMounted } from '../../lib/use-mounted';
import { readingQuery } from './api/reading';
import { requestReading } from './request-reading';

/**
 * Asks for a reading and keeps the text as it streams in. On success the saved reading is put in
 * the cache (the result page opens with it in place), the session (the spent free reading or
 * credit) and the history are refreshed, then the page goes to the result; on failure the session
 * is refreshed too, because the server gives the credit back. A cut stream is no failure: the text
 * stays and `cutAt` says when, so the page can wait for the reading the server goes on writing.
 */
export function useGenerateReading(type: ReadingType, { onForbidden }: { onForbidden: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [text, setText] = useState('');
  // The reading is written in the language it was asked in, whatever the interface switches to meanwhile.
  const [textLanguage, setTextLanguage] = useState<Language>(language);
  const [cutAt, setCutAt] = useState<number | null>(null);
  // The request outlives the page if the user leaves mid-stream (the reading is still saved);
  // only a page that is still showing should move on to the result.
  const isMounted = useMounted();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.readings.all() }),
    ]);

  const mutation = useMutation({
    mutationFn: () => {
      const asked = currentLanguage();
      setText('');
      setCutAt(null);
      setTextLanguage(asked);
      trackEvent('reading_requested', { readingType: type });
      return requestReading(
        type,
        {
          onText: (delta) => setText((current) => current + delta),
          // The writer started over (a retry): what was shown is no longer the reading.
          onRestart: () => setText(''),
        },
        asked,
      );
    },
    onSuccess: async ({ readingId, reading }) => {
      if (reading) queryClient.setQueryData(readingQuery(readingId).queryKey, { reading });
      await refresh();
      if (isMounted()) await navigate(`/reading/result/${readingId}`);
    },
    onError: (error) => {
      void refresh();
      if (error instanceof ApiError && error.code === 'stream_closed') {
        setCutAt(Date.now());
        return;
      }
      toast.error(errorMessage(error, currentLanguage()));
      // docs/product.md, Messages: generation failures are reported too; a refusal (no access, busy…) is no bug.
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) reportError(error);
      // The server is the judge of access: if this page thought otherwise, show the ways to unlock.
      if (error instanceof ApiError && error.code === 'forbidden') onForbidden();
    },
  });

  return {
    generate: () => mutation.mutate(),
    text,
    textLanguage,
    isGenerating: mutation.isPending,
    /** When the stream was cut before the reading was saved (Date.now()), else null. */
    cutAt,
    error: mutation.isError && cutAt === null ? errorMessage(mutation.error, language) : null,
    reset: mutation.reset,
  };
}

function errorMessage(error: Error, language: Language) {
  // The server's messages come in the language asked for; the client's own English fallbacks are turned into it here.
  return error instanceof ApiError && error.message ? localizeMessage(error.message, language) : messagesIn(language).generationFailed;
}
