import { describe, expect, it } from 'vitest';
import { languages } from '../../../shared/profile';
import { readingTypes } from '../../../shared/reading-types';
import { PEOPLE, factsFor, profileOf } from '../../../../tests/support/test-profiles';
import { composeReading, readingHeadings } from '../../../composer';
import { checkReply } from './fact-check';
import { factSheetOf } from './fact-sheet-of';
import { systemPromptFor, userPrompt } from './prompt';

// A model writer is asked for the layout the built-in composer writes (a two-line summary, then
// the same headed sections), and the fact check lets that layout through.

const person = PEOPLE[0]!;
const at = new Date('2026-11-24T03:30:00Z');

describe('the model writer', () => {
  it('is told to write Tamil and Telugu as their astrologers do, with their own terms and clock', () => {
    const ta = systemPromptFor('ta');
    expect(ta).toContain('Tamil script');
    for (const term of ['திசை (mahadasha)', 'புக்தி (antardasha)', 'கோசாரம்', 'பரிகாரம்', 'பத்தாம் வீட்டில்', 'காலை 7:24', '7 டிசம்பர் 2026', 'கடகம்', 'செவ்வாய்']) expect(ta, term).toContain(term);
    const te = systemPromptFor('te');
    expect(te).toContain('Telugu script');
    for (const term of ['అంతర్దశ', 'గోచారం', 'పరిహారం', 'పదవ భావంలో', 'ఉదయం 7:24', '7 డిసెంబర్ 2026', 'కర్కాటకం', 'కుజుడు']) expect(te, term).toContain(term);
    // The English prompt stays as it is; each language adds only its own instruction.
    expect(ta.startsWith(systemPromptFor('en'))).toBe(true);
    expect(te).not.toContain('Tamil');
  });

  it('is asked for the summary and the built-in reading’s headings, in the reading’s language', () => {
    for (const readingType of readingTypes) {
      for (const language of languages) {
        const facts = factsFor(person, readingType, at);
        const prompt = userPrompt({ readingType, profile: profileOf(person), facts, language });
        expect(prompt).toMatch(/two lines with no heading/);
        const headings = readingHeadings(facts, language);
        expect(headings.length).toBeGreaterThanOrEqual(3);
        for (const heading of headings) expect(prompt).toContain(`"## ${heading}"`);
        expect(prompt).not.toMatch(/no headings/);
      }
    }
  });

  it('has a reply laid out that way pass the fact check', () => {
    for (const readingType of readingTypes) {
      const facts = factsFor(person, readingType, at);
      expect(checkReply(composeReading(facts, 'en'), factSheetOf(facts)).problems, readingType).toEqual([]);
    }
  });
});
