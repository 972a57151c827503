import { describe, expect, it } from 'vitest';
import { rangeCounts } from './timing';

describe('the audit\'s count of printed ranges', () => {
  it('counts a range within one month written as months, in English and Hindi', () => {
    expect(rangeCounts('Save the important move for May 2027 to May 2027.', 'en', '2027-05-24')).toEqual({ ranges: 1, degenerate: 1, past: 0 });
    expect(rangeCounts('बड़ा क़दम मई 2027 से मई 2027 के बीच के लिए रखें।', 'hi', '2027-05-24')).toEqual({ ranges: 1, degenerate: 1, past: 0 });
    expect(rangeCounts('பெரிய அடியை மே 2027 முதல் மே 2027 வரையிலான காலத்துக்கு வையுங்கள்.', 'ta', '2027-05-24')).toEqual({ ranges: 1, degenerate: 1, past: 0 });
    expect(rangeCounts('Keep 3 May 2027 to 28 May 2027 for it.', 'en', '2027-05-01').degenerate).toBe(0);
    expect(rangeCounts('పెద్ద అడుగు మే 2027 నుండి మే 2027 మధ్యకు ఉంచండి.', 'te', '2027-05-24')).toEqual({ ranges: 1, degenerate: 1, past: 0 });
  });

  it('counts a window past when asked, but not the span of a dasha or a stay that began earlier', () => {
    expect(rangeCounts('Plan your big step for March 2027 to April 2027.', 'en', '2027-05-24').past).toBe(1);
    expect(rangeCounts('Keep April 2027 to January 2029 for the step that matters most.', 'en', '2027-05-24').past).toBe(1);
    expect(rangeCounts('The great period now is Rahu, from 7 January 2011 to 6 January 2029.', 'en', '2027-05-24').past).toBe(0);
    expect(rangeCounts('From 26 November 2026 to 28 February 2028, Jupiter crossing Virgo casts its glance on your 10th.', 'en', '2027-05-24').past).toBe(0);
    expect(rangeCounts('दिसंबर 2027 से जनवरी 2029 तक का समय सबसे अच्छा है।', 'hi', '2027-05-24')).toEqual({ ranges: 1, degenerate: 0, past: 0 });
    expect(rangeCounts('మార్చి 2027 నుండి ఏప్రిల్ 2027 వరకు ఉన్న సమయం ఉత్తమం.', 'te', '2027-05-24').past).toBe(1);
    expect(rangeCounts('ప్రస్తుతం రాహు మహాదశ నడుస్తోంది (7 జనవరి 2011 నుండి 6 జనవరి 2029 వరకు).', 'te', '2027-05-24').past).toBe(0);
    expect(rangeCounts('డిసెంబర్\u200c 2027 నుండి జనవరి 2029 వరకు ఉన్న సమయం ఉత్తమం.', 'te', '2027-05-24')).toEqual({ ranges: 1, degenerate: 0, past: 0 });
  });
});
