// The messages in the reader's language, for the server's answers: every language at hand. (The
// browser loads a language's messages only for a reader of it: client/i18n/server-messages.ts.)
import { messageLookup } from './message-lookup';
import { messages, type MessageCatalogue } from './messages';
import { messagesHi } from './messages-hi';
import { messagesTa } from './messages-ta';
import { messagesTe } from './messages-te';
import type { Language } from './profile';

const catalogues: Readonly<Record<Language, MessageCatalogue>> = { en: messages, hi: messagesHi, ta: messagesTa, te: messagesTe };

export const { messagesIn, localizeMessage } = messageLookup((language) => catalogues[language]);
