import { describe, expect, it } from 'vitest';
import { labelledQuestions } from './labelled-set';
import { detectRegister } from './register';

describe('the register a question is written in', () => {
  it('is right for every labelled question', () => {
    const wrong = labelledQuestions.filter((question) => detectRegister(question.text) !== question.register);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['will my shaadi happen this year', 'en'],
    ['job change karu ya nahi', 'hinglish'],
    ['Meri wife kaisi hogi??', 'hinglish'],
    ['मेरा career कैसा रहेगा', 'hi'],
    ['is saal paisa aayega kya', 'hinglish'],
    ['திருமணம் எப்போது', 'ta'],
    ['என் career எப்படி இருக்கும்', 'ta'],
    ['పెళ్లి ఎప్పుడు', 'te'],
    ['నా job మారాలా', 'te'],
  ] as const)('%s -> %s', (text, register) => {
    expect(detectRegister(text)).toBe(register);
  });
});
