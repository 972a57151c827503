import { composeReading } from '../composer/compose-reading';
import type { ReadingWriter } from './reading-writer';

/**
 * The offline writer: the Vedic composer turns the chart facts into prose at once. It hands the
 * text on sentence by sentence so the browser shows it the same way as a model's stream.
 */
export const builtinWriter: ReadingWriter = {
  name: 'builtin',
  async write({ facts }, sink) {
    const text = composeReading(facts);
    for (const piece of text.match(/[^.!?\n]+(?:[.!?]+["”’)]?|\n+|$)\s*/g) ?? [text]) sink.text(piece);
    return text;
  },
};
