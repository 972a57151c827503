// Finding a message in the reader's language, given where each language's catalogue comes from:
// the server has every language at hand (messages-in.ts); the browser loads a language's only for
// a reader of it (client/i18n/server-messages.ts). Small and free of server-only imports.
import { messages, type MessageCatalogue } from './messages';
import type { Language } from './profile';

type ConstantKey = { [K in keyof MessageCatalogue]: MessageCatalogue[K] extends string ? K : never }[keyof MessageCatalogue];

/** Each constant English message's key, to find its words in another language. */
const keyOfEnglish = new Map<string, ConstantKey>();
for (const [key, text] of Object.entries(messages)) {
  if (typeof text === 'string') keyOfEnglish.set(text, key as ConstantKey);
}

export function messageLookup(catalogueIn: (language: Language) => MessageCatalogue) {
  return {
    /** Every message in `language`; parametric ones are functions, as in shared/messages.ts. */
    messagesIn: catalogueIn,
    /**
     * An English message (a constant of shared/messages.ts, e.g. a zod message from the profile
     * schema or an error's text) in `language`. Text it does not know, and text already in
     * another language, comes back unchanged. Parametric messages are not found here: make them
     * with `messagesIn(language)` where their values are known.
     */
    localizeMessage(englishText: string, language: Language): string {
      if (language === 'en') return englishText;
      const key = keyOfEnglish.get(englishText);
      return key === undefined ? englishText : catalogueIn(language)[key];
    },
  };
}
