import { describe, expect, it } from 'vitest';
import { looksPersonal, normalizeSource, sanitizeProperties, scrubText } from './events';

describe('sanitizeProperties', () => {
  it('keeps allow-listed keys with valid values and drops everything else', () => {
    expect(
      sanitizeProperties({
        readingType: 'love',
        planId: 'quarterly',
        channel: 'whatsapp',
        isNewUser: false,
        count: 3,
        phone: '+919812345678',
        name: 'Asha',
        birthDate: '1990-04-15',
        __proto__: { readingType: 'daily' },
      }),
    ).toEqual({ readingType: 'love', planId: 'quarterly', channel: 'whatsapp', isNewUser: false, count: 3 });
  });

  it('drops values of the wrong kind or that look personal, even under an allowed key', () => {
    expect(sanitizeProperties({ readingType: 'tarot', planId: '9812345678', channel: 'Whats App', count: 9812345678, isNewUser: 'yes' })).toEqual({});
    expect(sanitizeProperties(null)).toEqual({});
    expect(sanitizeProperties(['readingType'])).toEqual({});
  });
});

describe('looksPersonal and scrubText', () => {
  it('finds phone numbers however they are written, and e-mail addresses', () => {
    for (const text of ['+919812345678', '98123 45678', '(981) 234-5678', '+91-98123-45678', 'asha.verma@example.com']) {
      expect(looksPersonal(text), text).toBe(true);
      expect(scrubText(`call ${text} now`), text).toMatch(/^call \[(number|email)\] now$/);
    }
    for (const text of ['daily', 'quarterly', 'index-4f2a.js:1:234', '2026']) expect(looksPersonal(text), text).toBe(false);
  });
});

describe('normalizeSource', () => {
  it("maps the 'wa' marker to whatsapp, keeps pwa, and drops every source we do not hand out", () => {
    expect(normalizeSource('wa')).toBe('whatsapp');
    expect(normalizeSource('WA')).toBe('whatsapp');
    expect(normalizeSource('whatsapp')).toBe('whatsapp');
    expect(normalizeSource('pwa')).toBe('pwa');
    expect(normalizeSource('instagram')).toBeNull();
    expect(normalizeSource('919812345678')).toBeNull();
    expect(normalizeSource('constructor')).toBeNull();
    expect(normalizeSource('')).toBeNull();
  });
});
