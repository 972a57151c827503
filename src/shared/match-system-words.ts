// The refusal of an unknown matching system, apart from the ten poruthams' words: the match form's
// schema (in the chunk every birth form shares) needs this sentence, not the poruthams' wording,
// which only the report page reads.
import type { Language } from './profile';

/** The refusal of a `system` that is neither north nor south, in each language (not in shared/messages.ts). */
export const matchSystemMessages = {
  en: 'Please choose north (36 gunas) or south (ten poruthams) matching',
  hi: 'कृपया उत्तर भारतीय (36 गुण) या दक्षिण भारतीय (दस पोरुत्तम) मिलान चुनें',
  ta: 'வட இந்திய (36 குணங்கள்) அல்லது தென்னிந்திய (பத்துப் பொருத்தங்கள்) முறையைத் தேர்ந்தெடுங்கள்',
  te: 'ఉత్తర భారత (36 గుణాలు) లేదా దక్షిణ భారత (పది పొంతనలు) పద్ధతిని ఎంచుకోండి',
} as const satisfies Record<Language, string>;

/** The system message in `language`; any other text comes back unchanged. */
export const localizeMatchSystemMessage = (englishText: string, language: Language): string =>
  englishText === matchSystemMessages.en ? matchSystemMessages[language] : englishText;
