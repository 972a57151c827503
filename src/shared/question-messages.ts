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

const questionMessagesTa: Record<QuestionMessage, string> = {
  questionEmpty: 'உங்கள் கேள்வியை எழுதுங்கள்.',
  questionTooLong: `உங்கள் கேள்வியை ${QUESTION_MAX_LENGTH} எழுத்துகளுக்குள் எழுதுங்கள்.`,
  threadNotFound: 'இந்த உரையாடல் கிடைக்கவில்லை.',
  threadFull: `இந்த உரையாடலில் ${THREAD_TURN_LIMIT} கேள்விகள் முடிந்துவிட்டன. மேலும் கேட்க புதிய கேள்வி கேளுங்கள்; அது புதிய உரையாடலாகத் தொடங்கும்.`,
  threadBusy: 'இந்த உரையாடலில் உங்கள் முந்தைய கேள்விக்கான பதில் இன்னும் எழுதப்படுகிறது. அது முடியும்வரை காத்திருங்கள்.',
  personGone: 'இந்த உரையாடல் யாரைப் பற்றியதோ அவர் இப்போது உங்கள் பட்டியலில் இல்லை; அதனால் அவரது ஜாதகத்தைக் கொண்டு மேலும் பதில் சொல்ல முடியாது.',
  answerGone: 'இந்தப் பதில் இனி இங்கே எழுதப்படுவதில்லை. அது முடிந்திருந்தால், உங்கள் பழைய பலன்களில் இருக்கும்.',
};

const questionMessagesTe: Record<QuestionMessage, string> = {
  questionEmpty: 'మీ ప్రశ్న రాయండి.',
  questionTooLong: `మీ ప్రశ్నను ${QUESTION_MAX_LENGTH} అక్షరాలలోపు రాయండి.`,
  threadNotFound: 'ఈ సంభాషణ దొరకలేదు.',
  threadFull: `ఈ సంభాషణలో ${THREAD_TURN_LIMIT} ప్రశ్నలు పూర్తయ్యాయి. ఇంకా అడగాలంటే కొత్త ప్రశ్న అడగండి; అది కొత్త సంభాషణగా మొదలవుతుంది.`,
  threadBusy: 'ఈ సంభాషణలో మీ మునుపటి ప్రశ్నకు జవాబు ఇంకా రాస్తున్నాం. అది పూర్తయ్యే వరకు ఆగండి.',
  personGone: 'ఈ సంభాషణ ఎవరి గురించో వారు ఇప్పుడు మీ జాబితాలో లేరు; అందుకే వారి జాతకంతో ఇంకా జవాబులు ఇవ్వలేం.',
  answerGone: 'ఈ జవాబు ఇక ఇక్కడ రాయబడటం లేదు. అది పూర్తయి ఉంటే, మీ పాత ఫలితాల్లో ఉంటుంది.',
};

const catalogue = featureMessages(questionMessages, { hi: questionMessagesHi, ta: questionMessagesTa, te: questionMessagesTe });

/** The messages in `language`. */
export const questionMessagesIn = catalogue.in;
/** One of the English messages above in `language`; any other text comes back unchanged. */
export const localizeQuestionMessage = catalogue.localize;

/** "Which one do you mean?" for a relation that fits more than one saved person. */
export function whichPerson(names: readonly string[], language: Language): string {
  const list = names.join(', ');
  switch (language) {
    case 'hi': return `आपकी सूची में इस रिश्ते के एक से ज़्यादा लोग हैं (${list})। कृपया सवाल में उनका नाम लिखिए।`;
    case 'ta': return `இந்த உறவில் உங்கள் பட்டியலில் ஒருவருக்கு மேல் இருக்கிறார்கள் (${list}). அவர் பெயரைச் சேர்த்து மீண்டும் கேளுங்கள்.`;
    case 'te': return `ఈ బంధుత్వంలో మీ జాబితాలో ఒకరి కంటే ఎక్కువ మంది ఉన్నారు (${list}). వారి పేరుతో మళ్లీ అడగండి.`;
    default: return `You have saved more than one person of that relation (${list}). Please ask again with their name.`;
  }
}
