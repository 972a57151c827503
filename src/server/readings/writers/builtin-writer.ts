import { composeReading } from '../../../composer';
import type { ReadingWriter } from './reading-writer';
import type { Language } from '../../../shared/profile';

/**
 * The offline writer: the Vedic composer turns the chart facts into prose at once. It hands the
 * text on sentence by sentence so the browser shows it the same way as a model's stream.
 */
export const builtinWriter: ReadingWriter = builtinWriterIn('en');

/** The offline writer in a language: a Hindi reading is streamed danda by danda. */
export function builtinWriterIn(language: Language = 'en'): ReadingWriter {
  return {
    name: 'builtin',
    async write({ facts, language: asked }, sink) {
      const text = composeReading(facts, asked ?? language);
      for (const piece of text.match(/[^.!?।\n]+(?:[.!?।]+["”’)]?|\n+|$)\s*/g) ?? [text]) sink.text(piece);
      return text;
    },
  };
}
