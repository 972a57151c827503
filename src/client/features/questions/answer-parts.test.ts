import { describe, expect, it } from 'vitest';
import { answerParts } from './answer-parts';

describe('answerParts', () => {
  it('keeps the reply and the closing paragraphs, and leaves out the window and reason lists', () => {
    const text = 'Yes: a strong window from 1 May.\n\nThe window:\n• 1 May – 30 June — strong. Venus…\n\nWhy:\n• Your 7th house…\n• Running…\n\nWhat to do: Plan inside a window.\n\nA chart shows tendencies.';
    expect(answerParts(text)).toEqual({ lead: 'Yes: a strong window from 1 May.', rest: ['What to do: Plan inside a window.', 'A chart shows tendencies.'] });
  });

  it('keeps every paragraph of an answer without lists (a remedy)', () => {
    expect(answerParts('What to do: begin.\n\nThe best time…\n\nRemedies: …')).toEqual({ lead: 'What to do: begin.', rest: ['The best time…', 'Remedies: …'] });
  });
});
