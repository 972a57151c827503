/**
 * The English closing's words (closing-shapes.ts chooses the shape): counsels and questions for
 * each tone, written as things to do or ask rather than as the verdict again, and each shape's
 * sentences. None of them names the help, the hindrance or the verdict the summary gave.
 */
import type { ClosingWords } from '../closing-shapes';

const counsel = {
  bright: ['start what you have been putting off', 'ask for what you want while doors are open', 'say yes to the larger version of your plan', 'put your name forward where it counts'],
  steady: ['keep a daily rhythm and let the results build', 'finish one thing before you start the next', 'give the small tasks the same care as the big ones'],
  mixed: ['check the dates before you commit', 'keep a second plan for anything that matters', 'act when the timing is good and review when it is not'],
  careful: ['finish, repair and tidy rather than launch', 'sleep well and sign nothing in haste', 'let big decisions wait a little'],
} as const;

const question = {
  bright: ['what would you attempt if you were sure of support?', 'which door have you been waiting to knock on?'],
  steady: ['which one habit, kept every day, would change the most?', 'what can you finish, rather than start?'],
  mixed: ['which of your plans truly has to happen now?', 'where would a little more time give a better result?'],
  careful: ['what can you set down so that you carry less?', 'what needs mending before anything new begins?'],
} as const;

/** A bright season in the later years (from 56): keep, hand on and share rather than push for more. */
const brightLater = {
  counsel: ['share what you know while people are ready to listen', 'spend the good season on what you want to keep, not on taking on more', 'hand on what you have built while the timing is kind'],
  question: ['what would you most like to pass on while the season is kind?', 'which of the things you have built deserves your care now?'],
} as const;

export const CLOSING_POOLS = {
  practiceLead: ['[If you do one thing {this}|One practice for {this}|The one thing to keep up {this}], {name}: {remedy}[, for {graha}|, to steady {graha}]; [beyond that|for the rest|otherwise], {counsel}.'],
  ruleLead: ['{name}, [a working rule for the {noun}|one rule to keep {this}|a good rule for this {noun}]: {counsel}.'],
  ruleRemedy: ['[As an upaya|For a remedy|For a simple remedy], {remedy}[, for {graha}|, to steady {graha}].'],
  questionLead: ['[A question to carry through the {noun}|Something to ask yourself {this}|One question for the {noun}], {name}: {question}'],
  questionRemedy: ['[And|Alongside it], [as an upaya|for {graha}], {remedy}.'],
  blessingLead: ['{counsel}, {name}, [and may the {noun} be kind to you|and may the {noun} go well for you|with every good wish for the {noun} ahead].'],
  blessingRemedy: ['[Keep one practice going for {graha}|For {graha}, keep one practice]: {remedy}.'],
} as const;

const P = CLOSING_POOLS;

export const CLOSING_WORDS: ClosingWords = {
  shapes: {
    practice: [P.practiceLead],
    rule: [P.ruleLead, P.ruleRemedy],
    question: [P.questionLead, P.questionRemedy],
    blessing: [P.blessingLead, P.blessingRemedy],
  },
  counsel,
  question,
  brightLater,
};

/** Every counsel and question, for the grammar test's slots. */
export const CLOSING_SLOTS = {
  counsel: [...Object.values(counsel).flat(), ...brightLater.counsel],
  question: [...Object.values(question).flat(), ...brightLater.question],
};

/** The reading's span as the closing names it: 'today', 'this week', 'this season'. */
export const closingSpan = (noun: string) => (noun === 'day' ? 'today' : `this ${noun}`);
