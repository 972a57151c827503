import type { ReactNode } from 'react';
import { readingParts } from '../../../shared/reading-text';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { leadOf } from '../../lib/reading-info';

/** Body text sized for reading on a phone: the sans face at 17 px, lines 1.6 apart. */
const bodyClass = 'text-[17px] leading-[1.6] text-ink';

/**
 * A reading's text as the reader sees it, always as text, never as markup: its two-line summary
 * in a box on top, its headings as headings (the display face is for those only), its paragraphs
 * in the body face. A reading written before summaries and headings existed keeps its old look:
 * the opening sentence set large as its lead. `end` goes after the last words (the stream's cursor).
 */
export function ReadingBody({ text, headingLevel, end }: { text: string; headingLevel: 2 | 3; end?: ReactNode }) {
  const t = useText(readingsText).result;
  const parts = readingParts(text);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const last = parts.length - 1;
  const legacy = parts[0]?.kind === 'paragraph' && !parts.some((p) => p.kind === 'heading');
  if (legacy) {
    const [first, ...rest] = parts;
    const [lead, afterLead] = leadOf(first!.text);
    const paragraphs = [...(afterLead ? [afterLead] : []), ...rest.map((p) => p.text)];
    return (
      <>
        <p className="font-display text-xl leading-relaxed text-night-800 sm:text-2xl">
          {lead}
          {!paragraphs.length && end}
        </p>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={`mt-5 ${bodyClass}`}>
            {paragraph}
            {index === paragraphs.length - 1 && end}
          </p>
        ))}
      </>
    );
  }
  return (
    <>
      {parts.map((part, index) => {
        const tail = index === last && end;
        if (part.kind === 'summary')
          return (
            <div key={index} role="note" aria-label={t.summaryLabel} className="rounded-2xl bg-saffron-50 px-4 py-3 ring-1 ring-saffron-400/40">
              {part.text.split('\n').map((line, i, lines) => (
                <p key={i} className={`${bodyClass} font-medium text-night-800 ${i ? 'mt-1' : ''}`}>
                  {line}
                  {i === lines.length - 1 && tail}
                </p>
              ))}
            </div>
          );
        if (part.kind === 'heading')
          return (
            <Heading key={index} className="mt-7 font-display text-2xl font-bold leading-tight text-night-800">
              {part.text}
              {tail}
            </Heading>
          );
        return (
          <p key={index} className={`mt-3 ${bodyClass}`}>
            {part.text}
            {tail}
          </p>
        );
      })}
    </>
  );
}
