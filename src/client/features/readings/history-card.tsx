import { Link } from 'react-router';
import type { ReadingView } from '../../../server/readings/reading-service';
import { MATCH_READING_TYPE } from '../../../shared/match';
import { isReadingType } from '../../../shared/reading-types';
import { MatchIcon, ReadingTypeIcon } from '../../components/reading-type-icon';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { formatDateTime } from '../../lib/format';
import { previewText, readingPath, readingTitleOf } from '../../lib/reading-info';

// docs/product.md, Limits: history previews are 200 characters.
const previewLength = 200;

/** The card's words are the interface's; the preview is in the reading's own language. */
export function HistoryCard({ reading }: { reading: ReadingView }) {
  const { language } = useLanguage();
  const t = useText(readingsText).history;
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-night-800 text-gold-300">
          {isReadingType(reading.readingType) ? <ReadingTypeIcon type={reading.readingType} className="h-5 w-5" /> : reading.readingType === MATCH_READING_TYPE && <MatchIcon className="h-5 w-5" />}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-display text-xl font-bold text-night-800">{readingTitleOf(reading.readingType, language)}</h2>
          <time dateTime={reading.createdAt} className="text-sm text-muted">
            {formatDateTime(reading.createdAt, language)}
          </time>
        </div>
      </div>
      <p lang={reading.language} className="mt-3 flex-1 text-sm leading-relaxed text-ink/85">{previewText(reading.predictionText, previewLength)}</p>
      <Link
        to={readingPath(reading)}
        className="mt-4 inline-flex min-h-11 items-center gap-1 self-start rounded-lg font-semibold text-saffron-700 hover:text-saffron-600"
      >
        {t.viewFull} <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
