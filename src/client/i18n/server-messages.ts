// The messages the server and the browser share (shared/messages.ts: the forms' checks, the API's
// errors), as a catalogue: English with the code, another language loaded for a reader of it.
import { messageLookup } from '../../shared/message-lookup';
import { messages } from '../../shared/messages';
import { catalogue } from './text';

export const sharedMessagesText = catalogue('messages', messages);

export const { messagesIn, localizeMessage } = messageLookup((language) => sharedMessagesText[language]);
