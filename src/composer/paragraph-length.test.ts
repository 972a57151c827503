/** A long paragraph is cut for a phone at a sentence end, in scripts with capitals and without. */
import { describe, expect, it } from 'vitest';
import { LONGEST_PARAGRAPH, phoneParagraphs } from './paragraph-length';
import { wordCount } from './wording/pen';

const sentences = (sentence: string, n: number) => Array.from({ length: n }, () => sentence).join(' ');

describe('a paragraph on a phone', () => {
  it('is cut at a Tamil full stop, which no capital follows, into parts of at most the longest length', () => {
    const text = sentences('சந்திரன் இன்று உங்கள் ராசிக்கு பத்தாம் வீட்டில் இருப்பார், வேலையில் எல்லோர் கவனமும் உங்கள் மீது விழும்.', 14);
    expect(wordCount(text)).toBeGreaterThan(LONGEST_PARAGRAPH);
    const parts = phoneParagraphs(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(wordCount(part)).toBeLessThanOrEqual(LONGEST_PARAGRAPH);
      expect(part.endsWith('.')).toBe(true);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('is not cut inside brackets', () => {
    const text = `${sentences('இது ஒரு வாக்கியம் (அதில் ஒரு விளக்கம். இன்னொன்று) முடிகிறது.', 30)}`;
    for (const part of phoneParagraphs(text)) expect((part.match(/\(/g) ?? []).length).toBe((part.match(/\)/g) ?? []).length);
  });
});
