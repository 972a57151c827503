import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { messagesHi } from './messages-hi';
import { localizeMessage, messagesIn } from './messages-in';
import { messagesTa } from './messages-ta';
import { messagesTe } from './messages-te';
import { birthDetailsSchema, profileSettingsSchema } from './profile-schema';

const devanagari = /[\u0900-\u097f]/;
const tamil = /[\u0b80-\u0bff]/;
const telugu = /[\u0c00-\u0c7f]/;
const render = (message: unknown, ...args: unknown[]) => (typeof message === 'function' ? (message as (...a: unknown[]) => string)(...args) : String(message));

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

describe.each([
  ['Tamil', messagesTa, tamil, telugu],
  ['Telugu', messagesTe, telugu, tamil],
] as const)('the %s messages', (_, catalogue, script, otherScript) => {
  it('word every English message in their own script, with no Hindi or other south Indian letters', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      const text = render(message, 2, 'x');
      expect(text, key).toMatch(script);
      expect(text, key).not.toMatch(devanagari);
      expect(text, key).not.toMatch(otherScript);
    }
  });
});

describe('the Tamil and Telugu counts', () => {
  it('agree with the number: one reading, more readings', () => {
    expect(messagesTa.shareThanks(1)).toBe('பகிர்ந்ததற்கு நன்றி! இப்போது உங்களிடம் 1 பலன் உள்ளது.');
    expect(messagesTa.shareThanks(5)).toContain('5 பலன்கள் உள்ளன');
    expect(messagesTe.shareThanks(1)).toContain('1 ఫలితం అందుబాటులో ఉంది');
    expect(messagesTe.shareThanks(5)).toContain('5 ఫలితాలు అందుబాటులో ఉన్నాయి');
    expect(messagesTa.premiumDailyLimit(10, 'x')).toContain('10 பலன்கள் பெற்றுவிட்டீர்கள்');
    expect(messagesTe.shareLimitReached(1, 'x')).toContain('1 ఫలితం పొందారు');
  });

  it('say a wait as each language does', () => {
    expect(messagesTa.tryAgainIn(90)).toBe('2 நிமிடம் கழித்து மீண்டும் முயலுங்கள்.');
    expect(messagesTa.tryAgainIn(3600)).toBe('1 மணி நேரம் கழித்து மீண்டும் முயலுங்கள்.');
    expect(messagesTe.tryAgainIn(1)).toBe('1 సెకను తర్వాత మళ్లీ ప్రయత్నించండి.');
    expect(messagesTe.tryAgainIn(25)).toBe('25 సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.');
    expect(messagesTe.tryAgainIn(7200)).toBe('2 గంటల తర్వాత మళ్లీ ప్రయత్నించండి.');
  });
});

describe('messagesIn', () => {
  it('gives the catalogue of the language', () => {
    expect(messagesIn('en')).toBe(messages);
    expect(messagesIn('hi').phoneBlank).toBe('कृपया मान्य फ़ोन नंबर दर्ज करें');
    expect(messagesIn('en').shareThanks(2)).toBe('Thank you for sharing! You now have 2 readings available.');
    expect(messagesIn('ta').phoneBlank).toBe('சரியான கைபேசி எண்ணை உள்ளிடுங்கள்');
    expect(messagesIn('te').phoneBlank).toBe('దయచేసి సరైన ఫోన్ నంబర్ ఇవ్వండి');
  });
});

describe('localizeMessage', () => {
  it('finds an English constant message in Hindi', () => {
    expect(localizeMessage(messages.tooManyRequests, 'hi')).toBe('बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।');
    expect(localizeMessage(messages.tooManyRequests, 'en')).toBe(messages.tooManyRequests);
    expect(localizeMessage(messages.tooManyRequests, 'ta')).toBe(messagesTa.tooManyRequests);
    expect(localizeMessage(messages.tooManyRequests, 'te')).toBe(messagesTe.tooManyRequests);
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
    for (const message of seen) {
      expect(localizeMessage(message, 'hi'), message).toMatch(devanagari);
      expect(localizeMessage(message, 'ta'), message).toMatch(tamil);
      expect(localizeMessage(message, 'te'), message).toMatch(telugu);
    }
  });
});
