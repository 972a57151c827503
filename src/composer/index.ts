/**
 * The composer's public surface. The composer is a floor of its own between the engine and the
 * server: it takes the engine's chart and dashas, who the chart is for and where the reader
 * reads, and returns a reading's facts, its text in a language, or the day's judgement. Server
 * code imports it from here only (the lint rules hold both directions).
 */
export type { NatalChart, Reader, Subject } from './input';
export { judgeDay, type DayJudgement } from './day-judgement';
export { buildReadingFacts, type ReadingFactsInput } from './facts/build-facts';
export type { DashaSpan, ReadingFacts } from './facts/types';
export { MAX_WORDS, MIN_WORDS, composeReading, readingHeadings } from './compose-reading';
export { factsToPromptLines } from './facts/prompt-lines';
export { readingPeriod, type ReadingPeriod } from './reading-period';
export { buildReading, auditedReading, type BuiltReading } from './built-reading';
export { answerQuestion, type QuestionAnswer } from './answers/answer';
export { remedyAnswer } from './answers/remedy';
export type { AnswerInput, AskedQuestion } from './answers/facts';
export { rashifal, type Rashifal, type RashifalForm, type RashifalPeriod } from './rashifal/rashifal';
export { spanOf as rashifalSpan } from './rashifal/period-sky';
