import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider';

type Msg91Config = { authKey: string; templateId: string; baseUrl: string };

/**
 * MSG91's Flow API: the text lives in a DLT-approved template on MSG91's side, and we pass the
 * code as the template's `otp` variable. Numbers go without the leading '+'.
 */
export class Msg91Sms implements SmsProvider {
  readonly name = 'msg91';
  constructor(private readonly config: Msg91Config) {}

  async send(message: SmsMessage) {
    const response = await fetch(`${this.config.baseUrl}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: this.config.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.config.templateId,
        short_url: '0',
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), otp: message.code }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const reply = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || reply.type === 'error') {
      throw new SmsSendError(`MSG91 answered ${response.status}: ${reply.message ?? 'no detail'}`);
    }
  }
}
