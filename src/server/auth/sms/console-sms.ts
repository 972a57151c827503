import type { Logger } from '../../logger';
import type { SmsMessage, SmsProvider } from './sms-provider';

export type OutboxEntry = SmsMessage & { sentAt: string };

const keepPerNumber = 10;

/**
 * Development gateway: prints the code to the server log and keeps the last messages per number
 * for `GET /api/dev/outbox`. Config refuses it in production.
 */
export class ConsoleSms implements SmsProvider {
  readonly name = 'console';
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly logger: Logger) {}

  async send(message: SmsMessage) {
    const entry = { ...message, sentAt: new Date().toISOString() };
    const list = [entry, ...(this.outbox.get(message.to) ?? [])].slice(0, keepPerNumber);
    this.outbox.set(message.to, list);
    // Deliberately logged: this provider exists so a developer can read the code.
    // The number is masked: logs carry no phone numbers, even in development.
    const masked = message.to.replace(/\d(?=\d{4})/g, '•');
    this.logger.info(`Sign-in code for ${masked}: ${message.code}`);
  }

  messagesTo(phone: string): OutboxEntry[] {
    return this.outbox.get(phone) ?? [];
  }
}
