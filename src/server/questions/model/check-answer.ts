/**
 * The whole fact check of a model's answer: the readings' checker of its language (graha signs,
 * houses, dasha lords, single dates and weekdays) over the answer's sheet, and the window check
 * (ranges of dates and dated dasha periods). A language without a checker is not sent to the model.
 */
import type { Language } from '../../../shared/profile';
import { checkReply, verdictOf, type CheckResult } from '../../readings/writers/fact-check';
import { checkHindiReply } from '../../readings/writers/fact-check-hi';
import type { FactSheet } from '../../readings/writers/fact-sheet';
import type { AnswerSheet } from './answer-sheet';
import { asciiDigits, checkWindows } from './window-check';

const checkers: Partial<Record<Language, (reply: string, sheet: FactSheet) => CheckResult>> = { en: checkReply, hi: checkHindiReply };

export const canCheck = (language: Language) => checkers[language] !== undefined;

export function checkAnswer(reply: string, language: Language, answerSheet: AnswerSheet): CheckResult {
  const check = checkers[language];
  if (!check) throw new Error(`No fact check for ${language}`);
  const text = asciiDigits(reply);
  return verdictOf([...check(text, answerSheet.sheet).problems, ...checkWindows(text, language, answerSheet)]);
}
