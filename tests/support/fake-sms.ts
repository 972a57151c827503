import type { SmsMessage, SmsProvider } from '../../src/server/auth/sms/sms-provider';
import { SmsSendError } from '../../src/server/auth/sms/sms-provider';

/** An SMS gateway that keeps what it was asked to send, and can be told to refuse. */
export class FakeSms implements SmsProvider {
  readonly name = 'fake';
  readonly sent: SmsMessage[] = [];
  failing = false;

  async send(message: SmsMessage) {
    if (this.failing) throw new SmsSendError('The fake gateway refused the message');
    this.sent.push(message);
  }

  /** Newest first, like ConsoleSms. */
  messagesTo(phone: string): SmsMessage[] {
    return this.sent.filter((m) => m.to === phone).reverse();
  }
}
