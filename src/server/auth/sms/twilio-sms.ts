import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider';

type TwilioConfig = { accountSid: string; authToken: string; from: string; baseUrl: string };

/**
 * Twilio's Messages API (one form-encoded POST; the SDK would add megabytes for one call).
 * `from` may be a sender number or a Messaging Service SID (starts with MG). Indian numbers
 * need a DLT-registered sender and template (README, SMS in India).
 */
export class TwilioSms implements SmsProvider {
  readonly name = 'twilio';
  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage) {
    const { accountSid, authToken, from, baseUrl } = this.config;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await fetch(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsSendError(`Twilio answered ${response.status}${detail.code ? ` (${detail.code})` : ''}: ${detail.message ?? 'no detail'}`);
    }
  }
}
