// The messages in the reader's language, for the server's answers and the browser alike: small and
// free of server-only imports (the browser shows the forms' validation messages with it).
import { messages, type MessageCatalogue } from './messages';
import { messagesHi } from './messages-hi';
import type { Language } from './profile';

const catalogues: Readonly<Record<Language, MessageCatalogue>> = { en: messages, hi: messagesHi };

/** Every message in `language`; parametric ones are functions, as in shared/messages.ts. */
export function messagesIn(language: Language): MessageCatalogue {
  return catalogues[language];
}

type ConstantKey = { [K in keyof MessageCatalogue]: MessageCatalogue[K] extends string ? K : never }[keyof MessageCatalogue];

/** Each constant English message's key, to find its words in another language. */
const keyOfEnglish = new Map<string, ConstantKey>();
for (const [key, text] of Object.entries(messages)) {
  if (typeof text === 'string') keyOfEnglish.set(text, key as ConstantKey);
}

/**
 * An English message (a constant of shared/messages.ts, e.g. a zod message from the profile
 * schema or an error's text) in `language`. Text it does not know, and text already in
 * another language, comes back unchanged. Parametric messages are not found here: make them with
 * `messagesIn(language)` where their values are known.
 */
export function localizeMessage(englishText: string, language: Language): string {
  if (language === 'en') return englishText;
  const key = keyOfEnglish.get(englishText);
  return key === undefined ? englishText : catalogues[language][key];
}
