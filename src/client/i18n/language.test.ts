import { describe, expect, it } from 'vitest';
import { browserLanguage } from './language';

describe("a visitor's first language", () => {
  it('is Hindi when the browser puts Hindi before English', () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['hi'])).toBe('hi');
    expect(browserLanguage(['mr-IN', 'hi-IN', 'en'])).toBe('hi');
  });

  it('is Tamil or Telugu when the browser puts that first', () => {
    expect(browserLanguage(['ta-IN', 'en-IN'])).toBe('ta');
    expect(browserLanguage(['ta'])).toBe('ta');
    expect(browserLanguage(['TE-in', 'hi-IN'])).toBe('te');
    expect(browserLanguage(['kn-IN', 'te', 'en'])).toBe('te');
  });

  it('is English otherwise', () => {
    expect(browserLanguage(['en-IN', 'hi-IN', 'ta-IN'])).toBe('en');
    expect(browserLanguage(['kn-IN', 'ml-IN'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
