import { describe, expect, it } from 'vitest';
import { browserLanguage } from './language';

describe("a visitor's first language", () => {
  it('is Hindi when the browser puts Hindi before English', () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['hi'])).toBe('hi');
    expect(browserLanguage(['mr-IN', 'hi-IN', 'en'])).toBe('hi');
  });

  it('is English otherwise', () => {
    expect(browserLanguage(['en-IN', 'hi-IN'])).toBe('en');
    expect(browserLanguage(['ta-IN'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
