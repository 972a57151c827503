import { describe, expect, it } from 'vitest';
import { readingShareMessage, shareLink, shareMessage, whatsAppUrl } from './share-message';

describe('the share message', () => {
  const message = shareMessage('en', 'https://jyotishi.app');

  it('names the product, what it does, the free first reading and the marked link', () => {
    expect(message).toContain('Jyotishi');
    expect(message).toMatch(/Vedic astrology reading/);
    expect(message).toMatch(/real birth chart/);
    expect(message).toMatch(/first reading is free/);
    expect(message).toContain('https://jyotishi.app/auth?ref=wa');
    expect(shareLink('https://jyotishi.app')).toBe('https://jyotishi.app/auth?ref=wa');
  });

  it('travels in the WhatsApp link intact', () => {
    const url = new URL(whatsAppUrl(message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(message);
  });

  it('is written in Hindi for a Hindi reader, with the same marked link', () => {
    const hindi = shareMessage('hi', 'https://jyotishi.app');
    expect(hindi).toMatch(/वैदिक ज्योतिष/);
    expect(hindi).toMatch(/पहली रीडिंग मुफ़्त/);
    expect(hindi).toContain('https://jyotishi.app/auth?ref=wa');
    expect(hindi).not.toMatch(/Vedic|reading/);
  });

  it('shares a reading by its opening lines, with the same invitation and marked link', () => {
    const shared = readingShareMessage('en', 'Namaste Asha. The Moon is kind today.', 'https://jyotishi.app');
    expect(shared).toContain('“Namaste Asha. The Moon is kind today.”');
    expect(shared).toMatch(/Vedic astrology reading/);
    expect(shared).toContain('https://jyotishi.app/auth?ref=wa');
  });
});
