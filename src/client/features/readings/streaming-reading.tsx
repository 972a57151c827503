import { useEffect, useRef } from 'react';
import type { Language } from '../../../shared/profile';
import { Spinner } from '../../components/spinner';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { ReadingBody } from './reading-body';

/**
 * The reading as it is written: a card that grows, read out politely by screen readers, with a
 * cursor at the end. It follows the newest words while the reader is at the bottom, and lets go
 * as soon as they scroll up to reread. `language` is the one it was asked in, which a switch of the
 * interface meanwhile does not change. Once it is no longer being written here (`heading` says
 * what it is then), the text stays, without the live mark and cursor.
 */
export function StreamingReading({ title, text, language, heading }: { title: string; text: string; language: Language; heading?: string }) {
  const t = useText(readingsText).stream;
  const card = useRef<HTMLElement>(null);
  const started = Boolean(text);
  const live = heading === undefined;

  // Brought into view with the first words, not before: a request refused up front should leave
  // the page (and its error message) where the user was.
  useEffect(() => {
    if (started) card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [started]);

  useEffect(() => {
    const element = card.current;
    if (!element || !text) return;
    const overflow = element.getBoundingClientRect().bottom - window.innerHeight + 24;
    // A delta adds at most a line or two; a bigger gap means the reader has scrolled away.
    if (overflow > 0 && overflow < 160) window.scrollBy({ top: overflow });
  }, [text]);

  return (
    <section ref={card} aria-labelledby="stream-heading" className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-saffron-400/50 sm:p-8">
      <h2 id="stream-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-saffron-700 [&:lang(hi)]:tracking-normal">
        {live && (
          <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full rounded-full bg-saffron-400 opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-saffron-500" />
          </span>
        )}
        {heading ?? t.writing(title)}
      </h2>
      {!text && live && <Spinner className="mt-4 text-muted" label={t.starting} />}
      <div id="reading-stream" lang={language} aria-live="polite" aria-atomic="false" className="mt-4 max-w-[68ch] [font-variant-numeric:lining-nums]">
        {text && (
          <ReadingBody
            text={text}
            headingLevel={3}
            end={live && <span className="ml-0.5 inline-block h-[1.1em] w-[2px] translate-y-[0.15em] bg-saffron-500 motion-safe:animate-pulse" aria-hidden="true" />}
          />
        )}
      </div>
    </section>
  );
}
