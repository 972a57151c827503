import { useState } from 'react';
import type { ReadingView } from '../../../server/readings/reading-service';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { DownloadIcon } from '../../components/download-icon';
import { Spinner } from '../../components/spinner';
import { WhatsAppButton, WhatsAppIcon } from '../../components/whatsapp-button';
import { trackEvent } from '../../lib/track';
import { readingTitleOf } from '../../lib/reading-info';
import { commonText } from '../../i18n/common';
import { currentLanguage } from '../../i18n/language';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { fetchPdf, saveFile } from '../../lib/pdf-download';
import { readingShareMessage } from '../../lib/share-message';
import { useShareCredit } from '../../lib/use-share-credit';
import { previewText } from '../../lib/reading-info';
import { sharesText } from '../../i18n/shares';

// Each button grows from its label's width, not from half the bar: "Share on WhatsApp" is the longer
// label, and in an equal half of a 390 px phone it broke onto two lines. Where the two cannot fit side
// by side the second wraps under the first; only a button alone on a row narrower than its label (a
// page zoomed to 200 %) breaks its label, rather than pushing the page sideways.
const compact = 'flex-auto gap-1.5! px-2.5! text-[15px]! lg:flex-none lg:text-base!';

type Reading = Pick<ReadingView, 'readingId' | 'readingType' | 'predictionText'>;

/** How much of the reading's opening the message quotes: about two sentences, like the history's preview. */
const excerptLength = 200;

const fetchReadingPdf = (reading: Reading) => fetchPdf(`/api/readings/${encodeURIComponent(reading.readingId)}/pdf`, `${reading.readingType}-reading.pdf`);

/**
 * Download PDF and Share on WhatsApp (/reading/result). A share quotes the reading's opening and
 * earns a reading credit exactly as /share-unlock does (the same hook and server rules), without
 * taking the reader away from their reading.
 */
export function ReadingActions({ reading }: { reading: Reading }) {
  const t = useText(readingsText).result;
  const shares = useText(sharesText);
  const [busy, setBusy] = useState<'pdf' | 'share' | null>(null);
  const message = (language: Parameters<typeof readingShareMessage>[0]) => readingShareMessage(language, previewText(reading.predictionText, excerptLength));
  const credit = useShareCredit({ message, placement: 'result', returnHome: false });

  const download = async () => {
    setBusy('pdf');
    try {
      const { blob, fileName } = await fetchReadingPdf(reading);
      saveFile(blob, fileName);
      trackEvent('pdf_downloaded', { readingType: reading.readingType });
    } catch (error) {
      console.warn('PDF download failed', error);
      toast.error(commonText[currentLanguage()].pdfFailed);
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    const fileName = `${reading.readingType}-reading.pdf`;
    // Asked with an empty file first: fetching the PDF takes a moment, and the answer decides
    // whether the WhatsApp tab must open now, while the tap still counts as the user's.
    const canShareFiles = typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([], fileName, { type: 'application/pdf' })] });
    const language = currentLanguage();
    if (!canShareFiles) {
      credit.share();
      return;
    }
    setBusy('share');
    try {
      const { blob } = await fetchReadingPdf(reading);
      const file = new File([blob], fileName, { type: 'application/pdf' });
      await navigator.share({
        files: [file],
        title: readingsText[language].result.shareTitle(readingTitleOf(reading.readingType, language)),
        text: message(language),
      });
      trackEvent('share', { channel: 'native', placement: 'result' });
      await credit.addCredit();
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.warn('Share failed', error);
        toast.error(commonText[currentLanguage()].whatsAppFailed);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    // Side by side on a phone (the bar is pinned to the screen's bottom), one under the other when
    // they cannot fit side by side (a zoomed page), stacked in the sidebar.
    <div className="flex flex-wrap gap-2 lg:flex-col lg:gap-3">
      <Button variant="secondary" onClick={() => void download()} disabled={busy !== null} className={compact}>
        {busy === 'pdf' ? <Spinner label={t.preparing} /> : <><DownloadIcon /> {t.downloadPdf}</>}
      </Button>
      <WhatsAppButton onClick={() => void share()} disabled={busy !== null || credit.phase !== 'idle'} className={compact}>
        {busy === 'share' ? (
          <Spinner label={t.preparing} />
        ) : credit.phase === 'adding' ? (
          <Spinner label={shares.adding} />
        ) : credit.phase === 'added' ? (
          shares.added
        ) : (
          <>
            <WhatsAppIcon /> {t.shareWhatsApp}
          </>
        )}
      </WhatsAppButton>
    </div>
  );
}
