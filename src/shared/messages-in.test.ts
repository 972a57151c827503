import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { messagesHi } from './messages-hi';
import { localizeMessage, messagesIn } from './messages-in';
import { birthDetailsSchema, profileSettingsSchema } from './profile-schema';

const devanagari = /[\u0900-\u097f]/;

describe('the Hindi messages', () => {
  it('word every English message in Devanagari', () => {
    for (const [key, hindi] of Object.entries(messagesHi)) {
      const text = typeof hindi === 'function' ? (hindi as (...args: never[]) => string)(...([2, 'x'] as never[])) : hindi;
      expect(text, key).toMatch(devanagari);
    }
    expect(Object.keys(messagesHi).sort()).toEqual(Object.keys(messages).sort());
  });

  it('agree with the count (Hindi plural rules)', () => {
    expect(messagesHi.shareThanks(1)).toBe('शेयर करने के लिए धन्यवाद! अब आपके पास 1 रीडिंग उपलब्ध है।');
    expect(messagesHi.shareThanks(0)).toContain('0 रीडिंग उपलब्ध है।');
    expect(messagesHi.shareThanks(5)).toContain('5 रीडिंग उपलब्ध हैं।');
    expect(messagesHi.shareLimitReached(3, '11 मार्च, 10:00 am')).toContain('3 रीडिंग मिल चुकी हैं');
    expect(messagesHi.shareLimitReached(1, '11 मार्च, 10:00 am')).toContain('1 रीडिंग मिल चुकी है,');
  });
});

describe('messagesIn', () => {
  it('gives the catalogue of the language', () => {
    expect(messagesIn('en')).toBe(messages);
    expect(messagesIn('hi').phoneBlank).toBe('कृपया मान्य फ़ोन नंबर दर्ज करें');
    expect(messagesIn('en').shareThanks(2)).toBe('Thank you for sharing! You now have 2 readings available.');
  });
});

describe('localizeMessage', () => {
  it('finds an English constant message in Hindi', () => {
    expect(localizeMessage(messages.tooManyRequests, 'hi')).toBe('बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।');
    expect(localizeMessage(messages.tooManyRequests, 'en')).toBe(messages.tooManyRequests);
  });

  it('returns text it does not know, or already in Hindi, unchanged', () => {
    expect(localizeMessage('Some other words', 'hi')).toBe('Some other words');
    expect(localizeMessage(messagesHi.notFound, 'hi')).toBe(messagesHi.notFound);
    expect(localizeMessage(messages.shareThanks(2), 'hi')).toBe(messages.shareThanks(2));
  });

  it('knows every message the profile forms can show', () => {
    const valid = { name: 'Asha', gender: 'female', email: '', birthDate: '2000-01-01', birthTime: '10:00', birthPlace: 'Pune', country: 'India' };
    const bad: Record<string, unknown>[] = [
      {},
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, name: 'a\nb' },
      { ...valid, gender: 'other' },
      { ...valid, email: 'nope' },
      { ...valid, birthDate: '' },
      { ...valid, birthDate: '2000-02-31' },
      { ...valid, birthDate: '1850-01-01' },
      { ...valid, birthDate: '2999-01-01' },
      { ...valid, birthTime: '' },
      { ...valid, birthTime: '25:00' },
      { ...valid, birthPlace: '' },
      { ...valid, birthPlace: 'x'.repeat(121) },
      { ...valid, birthPlace: 'a\tb' },
      { ...valid, country: 5 },
      { ...valid, country: 'x'.repeat(81) },
      { ...valid, country: 'a\u0000' },
      { ...valid, latitude: 95, longitude: 10 },
    ];
    const seen = new Set<string>();
    for (const input of bad) {
      const result = birthDetailsSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) seen.add(issue.message);
    }
    const settings = profileSettingsSchema.safeParse({ language: 'fr' });
    for (const issue of settings.error?.issues ?? []) seen.add(issue.message);
    expect(seen.size).toBeGreaterThan(15);
    for (const message of seen) expect(localizeMessage(message, 'hi'), message).toMatch(devanagari);
  });
});
