import { describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../../tests/support/fake-http-server';
import { Msg91Sms } from './msg91-sms';
import { SmsSendError } from './sms-provider';

const message = { to: '+919876543210', code: '042917', body: '042917 is your Jyotishi sign-in code.' };

describe('Msg91Sms against a local fake of the Flow API', () => {
  it('posts the template id and the code as the template’s otp variable, number without the plus', async () => {
    const fake = await startFakeHttpServer({ status: 200, body: { type: 'success', message: '3763646c3058373530393235' } });
    const sms = new Msg91Sms({ authKey: 'auth-key-123', templateId: 'tmpl-otp', baseUrl: fake.url });

    await sms.send(message);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe('auth-key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: 'tmpl-otp',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '042917' }],
    });
  });

  it('treats a 200 reply of type "error" as a failure', async () => {
    const fake = await startFakeHttpServer({ status: 200, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } });
    const sms = new Msg91Sms({ authKey: 'k', templateId: 'nope', baseUrl: fake.url });
    const sending = sms.send(message);
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toThrow('MSG91 answered 200: Template ID Missing or Invalid Template');
  });

  it('turns an HTTP error into a thrown error', async () => {
    const fake = await startFakeHttpServer({ status: 401, body: { type: 'error', message: 'Authentication failure' } });
    const sms = new Msg91Sms({ authKey: 'wrong', templateId: 't', baseUrl: fake.url });
    await expect(sms.send(message)).rejects.toThrow('MSG91 answered 401: Authentication failure');
  });

  it('turns a reply that is not JSON into a thrown error', async () => {
    const fake = await startFakeHttpServer({ status: 502, body: 'Bad Gateway' });
    const sms = new Msg91Sms({ authKey: 'k', templateId: 't', baseUrl: fake.url });
    await expect(sms.send(message)).rejects.toThrow('MSG91 answered 502: no detail');
  });
});
