// Ask Jyotishi's refusals and notices in each language (docs/decisions/043). Kept apart from
// shared/messages.ts, whose catalogues every page carries: only /ask and the server need these.
import { featureMessages } from './feature-messages';
import type { Language } from './profile';
import { QUESTION_MAX_LENGTH, THREAD_TURN_LIMIT } from './questions';

export const questionMessages = {
  questionEmpty: 'Please write your question.',
  questionTooLong: `Please keep your question to ${QUESTION_MAX_LENGTH} characters.`,
  threadNotFound: 'This conversation was not found.',
  threadFull: `This conversation has its ${THREAD_TURN_LIMIT} questions. Please ask a new question to start another.`,
  threadBusy: 'Your last question in this conversation is still being answered. Please wait for it to finish.',
  personGone: 'The person this conversation is about is no longer saved, so their chart cannot answer more questions.',
  answerGone: 'This answer is no longer being written here. If it was finished, it is in your history.',
} as const;

type QuestionMessage = keyof typeof questionMessages;

const questionMessagesHi: Record<QuestionMessage, string> = {
  questionEmpty: 'कृपया अपना सवाल लिखिए।',
  questionTooLong: `कृपया अपना सवाल ${QUESTION_MAX_LENGTH} अक्षरों के भीतर लिखिए।`,
  threadNotFound: 'यह बातचीत नहीं मिली।',
  threadFull: `इस बातचीत में ${THREAD_TURN_LIMIT} सवाल पूरे हो गए हैं। आगे पूछने के लिए नया सवाल पूछिए, उससे नई बातचीत शुरू होगी।`,
  threadBusy: 'इस बातचीत का आपका पिछला सवाल अभी लिखा जा रहा है। कृपया उसके पूरा होने तक रुकिए।',
  personGone: 'जिनके बारे में यह बातचीत है, वे अब आपकी सूची में नहीं हैं, इसलिए उनकी कुंडली से आगे के सवालों का जवाब नहीं दिया जा सकता।',
  answerGone: 'यह जवाब अब यहाँ नहीं लिखा जा रहा। अगर यह पूरा हो गया था, तो आपकी हिस्ट्री में मिलेगा।',
};

const catalogue = featureMessages(questionMessages, questionMessagesHi);

/** The messages in `language`. */
export const questionMessagesIn = catalogue.in;
/** One of the English messages above in `language`; any other text comes back unchanged. */
export const localizeQuestionMessage = catalogue.localize;

/** "Which one do you mean?" for a relation that fits more than one saved person. */
export function whichPerson(names: readonly string[], language: Language): string {
  const list = names.join(', ');
  return language === 'hi'
    ? `आपकी सूची में इस रिश्ते के एक से ज़्यादा लोग हैं (${list})। कृपया सवाल में उनका नाम लिखिए।`
    : `You have saved more than one person of that relation (${list}). Please ask again with their name.`;
}
