import { describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../../tests/support/fake-http-server';
import { SmsSendError } from './sms-provider';
import { TwilioSms } from './twilio-sms';

const message = { to: '+919876543210', code: '042917', body: '042917 is your Jyotishi sign-in code.' };

describe('TwilioSms against a local fake of the Messages API', () => {
  it('posts one form to the account’s Messages.json with basic auth', async () => {
    const fake = await startFakeHttpServer({ status: 201, body: { sid: 'SM123', status: 'queued' } });
    const sms = new TwilioSms({ accountSid: 'AC0123', authToken: 'secret-token', from: '+15005550006', baseUrl: fake.url });

    await sms.send(message);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ To: message.to, Body: message.body, From: '+15005550006' });
  });

  it('sends through a Messaging Service when the sender is an MG… SID', async () => {
    const fake = await startFakeHttpServer({ status: 201, body: {} });
    const sms = new TwilioSms({ accountSid: 'AC0123', authToken: 't', from: 'MG0123456789', baseUrl: fake.url });
    await sms.send(message);
    const form = new URLSearchParams(fake.requests[0]?.body);
    expect(form.get('MessagingServiceSid')).toBe('MG0123456789');
    expect(form.has('From')).toBe(false);
  });

  it('turns an error reply into a thrown error with Twilio’s code and message', async () => {
    const fake = await startFakeHttpServer({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const sms = new TwilioSms({ accountSid: 'AC0123', authToken: 't', from: '+15005550006', baseUrl: fake.url });
    const sending = sms.send(message);
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toThrow("Twilio answered 400 (21211): The 'To' number is not a valid phone number.");
  });

  it('turns a reply that is not JSON into a thrown error too', async () => {
    const fake = await startFakeHttpServer({ status: 503, body: 'Service Unavailable' });
    const sms = new TwilioSms({ accountSid: 'AC0123', authToken: 't', from: '+15005550006', baseUrl: fake.url });
    await expect(sms.send(message)).rejects.toThrow('Twilio answered 503: no detail');
  });
});
