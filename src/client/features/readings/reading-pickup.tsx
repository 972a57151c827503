import type { Language } from '../../../shared/profile';
import { ButtonLink } from '../../components/button';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { StreamingReading } from './streaming-reading';
import type { Pickup } from './use-reading-pickup';

/** The text this page still shows from a stream that was cut, in the language it was asked in. */
type Kept = { text: string; language: Language; cut: boolean };

/**
 * A reading this page is not streaming any more, or never was (a reload): the text written so far
 * while the server goes on, then 'Your reading is ready' with the way to it. Whatever was shown
 * before stays shown.
 */
export function ReadingPickup({ pickup, title, kept }: { pickup: Pickup; title: string; kept: Kept }) {
  const t = useText(readingsText);
  if (pickup.phase === 'idle') return null;
  // Until the server answers after a cut, what was shown stays, with the note: the server goes on
  // writing whatever became of the page's connection.
  if (pickup.phase === 'writing' || pickup.phase === 'asking') {
    const draft = pickup.phase === 'writing' ? pickup.draft : null;
    return (
      <>
        {kept.cut && (
          <p role="status" className="rounded-2xl bg-saffron-50 px-4 py-3 text-sm font-medium text-night-800 ring-1 ring-saffron-400/60">
            {t.stream.cut}
          </p>
        )}
        <StreamingReading title={title} text={longer(draft?.text ?? '', kept.text)} language={draft?.language ?? kept.language} />
      </>
    );
  }
  if (pickup.phase === 'lost') {
    return (
      <>
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-maroon-700">
          {t.request.streamClosed}
        </p>
        {kept.text && <StreamingReading title={title} text={kept.text} language={kept.language} heading={t.stream.soFar} />}
      </>
    );
  }
  const text = longer(pickup.draft?.text ?? '', kept.text);
  return (
    <>
      <section
        role="status"
        aria-labelledby="reading-ready"
        className="flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/30 sm:flex-row sm:items-center sm:justify-between sm:px-5"
      >
        <p id="reading-ready" className="flex items-center gap-3 font-semibold">
          <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-emerald-600 text-lg text-white" aria-hidden="true">
            ✓
          </span>
          {t.stream.ready}
        </p>
        <ButtonLink to={`/reading/result/${pickup.readingId}`} aria-describedby="reading-ready" className="sm:shrink-0">
          {t.stream.open}
        </ButtonLink>
      </section>
      {text && <StreamingReading title={title} text={text} language={pickup.draft?.language ?? kept.language} heading={title} />}
    </>
  );
}

/** The fuller of two versions of the same text (the server's draft is usually ahead of the page). */
const longer = (a: string, b: string) => (a.length >= b.length ? a : b);
