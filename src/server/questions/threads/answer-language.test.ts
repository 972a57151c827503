import { describe, expect, it } from 'vitest';
import { detectRegister } from '../register';
import { answerLanguage } from './question-service';

const languageFor = (question: string, profileLanguage: 'en' | 'hi' | 'ta' | 'te') => answerLanguage(detectRegister(question), profileLanguage);

describe('the language an answer is written in', () => {
  it('follows the script of the question, whatever the app is set to', () => {
    expect(languageFor('எனக்கு திருமணம் எப்போது நடக்கும்', 'en')).toBe('ta');
    expect(languageFor('పెళ్లి ఎప్పుడు', 'hi')).toBe('te');
    expect(languageFor('मेरी शादी कब होगी', 'ta')).toBe('hi');
    expect(languageFor('When will I get married?', 'te')).toBe('en');
  });

  it('answers Hinglish in the language the asker chose for the app', () => {
    expect(languageFor('meri shaadi kab hogi', 'ta')).toBe('ta');
    expect(languageFor('meri shaadi kab hogi', 'hi')).toBe('hi');
  });
});
