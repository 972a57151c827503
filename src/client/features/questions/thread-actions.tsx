import { useState } from 'react';
import type { QuestionThreadView } from '../../../shared/questions';
import { Button } from '../../components/button';
import { DownloadIcon } from '../../components/download-icon';
import { Spinner } from '../../components/spinner';
import { WhatsAppButton, WhatsAppIcon } from '../../components/whatsapp-button';
import { currentLanguage } from '../../i18n/language';
import { questionsText } from '../../i18n/questions';
import { sharesText } from '../../i18n/shares';
import { useText } from '../../i18n/text';
import { fetchPdf, saveFile } from '../../lib/pdf-download';
import { readingShareMessage } from '../../lib/share-message';
import { toast } from '../../lib/toast';
import { trackEvent } from '../../lib/track';
import { useShareCredit } from '../../lib/use-share-credit';
import { answerParts } from './answer-parts';

/**
 * Download the conversation as a PDF (made by the server, as a reading's is) and share it on
 * WhatsApp as a reading is shared: the first answer's reply quoted, a reading credit earned by the
 * same server rules.
 */
export function ThreadActions({ thread }: { thread: QuestionThreadView }) {
  const t = useText(questionsText);
  const shares = useText(sharesText);
  const [downloading, setDownloading] = useState(false);
  const lead = answerParts(thread.turns[0]?.answer ?? '').lead;
  const credit = useShareCredit({
    message: (language) => readingShareMessage(language, `${thread.title} ${lead}`),
    placement: 'result',
    returnHome: false,
    // The topic only: the question's words stay out of analytics.
    onShared: () => trackEvent('question_shared', { topic: thread.topic, channel: 'whatsapp' }),
  });

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchPdf(`/api/questions/${encodeURIComponent(thread.id)}/pdf`, 'ask-jyotishi.pdf');
      saveFile(blob, fileName);
      trackEvent('question_pdf_downloaded', { topic: thread.topic });
    } catch (error) {
      console.warn('PDF download failed', error);
      toast.error(questionsText[currentLanguage()].pdfFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void download()} disabled={downloading} className="flex-auto sm:flex-none">
        {downloading ? <Spinner label={t.downloading} /> : <><DownloadIcon /> {t.downloadPdf}</>}
      </Button>
      <WhatsAppButton onClick={() => credit.share()} disabled={credit.phase !== 'idle'} className="flex-auto sm:flex-none">
        {credit.phase === 'adding' ? <Spinner label={shares.adding} /> : credit.phase === 'added' ? shares.added : <><WhatsAppIcon /> {t.share}</>}
      </WhatsAppButton>
    </div>
  );
}
