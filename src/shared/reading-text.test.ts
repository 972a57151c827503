import { describe, expect, it } from 'vitest';
import { headingLine, plainReadingText, readingParts } from './reading-text';

describe('a reading text', () => {
  it('with headings: the summary before the first heading, then headings and paragraphs', () => {
    const text = ['Asha, in short: a steady day.\nThe main caution is sleep.', headingLine('Your day'), 'The Moon is in Taurus.', 'Rahu kaal is 15:12–16:36.', headingLine('What to do'), 'Rest early.'].join('\n\n');
    expect(readingParts(text)).toEqual([
      { kind: 'summary', text: 'Asha, in short: a steady day.\nThe main caution is sleep.' },
      { kind: 'heading', text: 'Your day' },
      { kind: 'paragraph', text: 'The Moon is in Taurus.' },
      { kind: 'paragraph', text: 'Rahu kaal is 15:12–16:36.' },
      { kind: 'heading', text: 'What to do' },
      { kind: 'paragraph', text: 'Rest early.' },
    ]);
  });

  it('written before headings existed: paragraphs only, split on blank lines', () => {
    expect(readingParts('First line\nstill first.\n\n  Second. \n \n\n\nThird.\n')).toEqual([
      { kind: 'paragraph', text: 'First line\nstill first.' },
      { kind: 'paragraph', text: 'Second.' },
      { kind: 'paragraph', text: 'Third.' },
    ]);
  });

  it('takes a line starting with ## inside a paragraph, or markup, as text', () => {
    const parts = readingParts('One.\n## not a heading\n\n<b>bold</b>');
    expect(parts).toEqual([
      { kind: 'paragraph', text: 'One.\n## not a heading' },
      { kind: 'paragraph', text: '<b>bold</b>' },
    ]);
  });

  it('reads plain without its heading marks', () => {
    expect(plainReadingText(`Sum.\n\n${headingLine('Your day')}\n\nText.`)).toBe('Sum.\n\nYour day\n\nText.');
  });
});
