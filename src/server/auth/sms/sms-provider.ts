export type SmsMessage = { to: string; body: string; code: string };

/** An SMS gateway. `send` resolves once the gateway has accepted the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {}
