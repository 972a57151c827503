import { describe, expect, it } from 'vitest';
import { createTestApp, lastCode, signIn } from '../../../tests/support/test-app';
import { uniquePhone } from '../../../tests/support/phones';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { languageOf } from './language';

describe('languageOf (Accept-Language)', () => {
  it('is Hindi when a Hindi range is preferred to every English one', () => {
    expect(languageOf('hi')).toBe('hi');
    expect(languageOf('hi-IN')).toBe('hi');
    expect(languageOf('HI-in,en;q=0.9')).toBe('hi');
    expect(languageOf('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageOf('fr, hi;q=0.3')).toBe('hi');
  });

  it('is Tamil or Telugu when that range is preferred to every other language of ours', () => {
    expect(languageOf('ta')).toBe('ta');
    expect(languageOf('ta-IN,en;q=0.9')).toBe('ta');
    expect(languageOf('te-IN,te;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('te');
    expect(languageOf('en;q=0.5, te;q=0.8, hi;q=0.6')).toBe('te');
    expect(languageOf('hi, ta')).toBe('hi');
    expect(languageOf('fr, ta;q=0.2, te;q=0.1')).toBe('ta');
    expect(languageOf('en-IN,ta;q=0.9')).toBe('en');
    expect(languageOf('tam, tel')).toBe('en');
    expect(languageOf('ta;q=0')).toBe('en');
  });

  it('is English otherwise, and for a missing or unreadable header', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-IN,hi;q=0.9')).toBe('en');
    expect(languageOf('en, hi')).toBe('en');
    expect(languageOf('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageOf('hi;q=banana')).toBe('en');
    expect(languageOf('hindi')).toBe('en');
    expect(languageOf('fr-FR, de')).toBe('en');
    expect(languageOf('*')).toBe('en');
    expect(languageOf(';;;,,,=q')).toBe('en');
  });
});

const hindi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } };

describe('API answers in the caller\'s language', () => {
  it('an invalid phone number on OTP send', async () => {
    const t = await createTestApp();
    const english = await t.client().post('/api/auth/otp/send', { phone: '12' });
    const inHindi = await t.client().post('/api/auth/otp/send', { phone: '12' }, hindi);
    expect([english.status, english.body.code, english.body.error]).toEqual([400, 'bad_request', messages.phoneInvalid]);
    expect([inHindi.status, inHindi.body.code, inHindi.body.error]).toEqual([400, 'bad_request', 'फ़ोन नंबर का फ़ॉर्मैट सही नहीं है। कृपया मान्य फ़ोन नंबर दर्ज करें।']);
    const blank = await t.client().post('/api/auth/otp/send', {}, hindi);
    expect(blank.body.error).toBe('कृपया मान्य फ़ोन नंबर दर्ज करें');
  });

  it('validation of PUT and PATCH /api/profile', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const bad = { name: '', gender: 'female', birthDate: '2000-01-01', birthTime: '10:00', birthPlace: 'Pune' };
    expect((await client.put('/api/profile', bad)).body.error).toBe('Name is required');
    const put = await client.put('/api/profile', bad, hindi);
    expect([put.status, put.body.code, put.body.error]).toEqual([400, 'bad_request', 'नाम ज़रूरी है']);
    const future = await client.put('/api/profile', { ...bad, name: 'Asha', birthDate: '2999-01-01' }, hindi);
    expect(future.body.error).toBe('जन्म तिथि आने वाले दिनों की नहीं हो सकती');
    expect((await client.patch('/api/profile', { language: 'fr' })).body.error).toBe('Please choose English or Hindi');
    const patch = await client.patch('/api/profile', { language: 'fr' }, hindi);
    expect([patch.status, patch.body.error]).toEqual([400, 'कृपया अंग्रेज़ी या हिंदी चुनें']);
  });

  it('the confirmation of a saved profile', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const details = { name: 'Asha', gender: 'female', birthDate: '2000-01-01', birthTime: '10:00', birthPlace: 'Pune' };
    expect((await client.put('/api/profile', details)).body.message).toBe(messages.profileUpdated);
    expect((await client.put('/api/profile', details, hindi)).body.message).toBe(messagesHi.profileUpdated);
  });

  it('not signed in, and not found', async () => {
    const t = await createTestApp();
    const english = await t.client().get('/api/readings');
    const inHindi = await t.client().get('/api/readings', hindi);
    expect([english.status, english.body.error]).toEqual([401, 'User is not authenticated']);
    expect([inHindi.status, inHindi.body.code, inHindi.body.error]).toEqual([401, 'unauthorized', 'आप साइन इन नहीं हैं']);
    expect((await t.client().get('/api/no-such-route')).body.error).toBe('Not found');
    const missing = await t.client().get('/api/no-such-route', hindi);
    expect([missing.status, missing.body.code, missing.body.error]).toEqual([404, 'not_found', 'नहीं मिला']);

    const client = t.client();
    await signIn(t, client);
    const reading = await client.get('/api/readings/00000000-0000-4000-8000-000000000000', hindi);
    expect([reading.status, reading.body.error]).toEqual([404, 'रीडिंग नहीं मिली।']);
  });

  it('the guards every write passes: origin, content type, body size and JSON', async () => {
    const t = await createTestApp();
    const crossSite = await t.client({ origin: 'https://evil.example' }).post('/api/shares', undefined, hindi);
    expect([crossSite.status, crossSite.body.error]).toEqual([403, 'यह अनुरोध ज्योतिषी ऐप से नहीं आया।']);
    const form = await t.client().request('/api/shares', { method: 'POST', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded', ...hindi.headers } });
    expect([form.status, form.body.error]).toEqual([415, 'अनुरोध JSON में भेजे जाने चाहिए।']);
    const big = await t.client().post('/api/errors', { message: 'x'.repeat(40_000), route: '/' }, hindi);
    expect([big.status, big.body.error]).toEqual([413, 'अनुरोध बहुत बड़ा है।']);
    const broken = await t.client().request('/api/auth/otp/send', { method: 'POST', body: '{', headers: { 'content-type': 'application/json', ...hindi.headers } });
    expect([broken.status, broken.body.error]).toEqual([400, 'अनुरोध का डेटा मान्य JSON नहीं है।']);
  });

  it('the rate limit on codes', async () => {
    const t = await createTestApp();
    const phone = uniquePhone();
    const client = t.client();
    let last = await client.post('/api/auth/otp/send', { phone }, hindi);
    for (let i = 0; i < 20 && last.status !== 429; i++) last = await client.post('/api/auth/otp/send', { phone }, hindi);
    // The resend wait, said in Hindi with how long.
    expect([last.status, last.body.code, last.body.error]).toEqual([429, 'rate_limited', 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें। आप 30 सेकंड बाद फिर कोशिश कर सकते हैं।']);
  });
});

describe('a new profile starts in the language the browser asked in', () => {
  const signUp = async (headers: Record<string, string>) => {
    const t = await createTestApp();
    const client = t.client();
    const phone = uniquePhone();
    await client.post('/api/auth/otp/send', { phone }, { headers });
    const verified = await client.post('/api/auth/otp/verify', { phone, code: lastCode(t.sms, phone) }, { headers });
    expect(verified.body.isNewUser).toBe(true);
    return { t, client, phone };
  };

  it('Hindi for a browser that prefers Hindi, English otherwise', async () => {
    const { client } = await signUp({ 'accept-language': 'hi' });
    expect((await client.get('/api/me')).body.profile.language).toBe('hi');
    const other = await signUp({ 'accept-language': 'en-GB,en;q=0.9' });
    expect((await other.client.get('/api/me')).body.profile.language).toBe('en');
    const none = await signUp({});
    expect((await none.client.get('/api/me')).body.profile.language).toBe('en');
  });

  it('Tamil and Telugu readers start with the South Indian chart, the others with the North Indian', async () => {
    for (const [header, language, style] of [['ta-IN,ta;q=0.9', 'ta', 'south'], ['te', 'te', 'south'], ['hi', 'hi', 'north'], ['en-IN', 'en', 'north']] as const) {
      const { client } = await signUp({ 'accept-language': header });
      const profile = (await client.get('/api/me')).body.profile;
      expect([profile.language, profile.chartChoices.chartStyle]).toEqual([language, style]);
    }
  });

  it('an existing user keeps the language they saved, whatever the browser asks in later', async () => {
    const { t, client, phone } = await signUp({ 'accept-language': 'hi' });
    expect((await client.patch('/api/profile', { language: 'en' })).body.profile.language).toBe('en');
    t.clock.advance({ minutes: 5 });
    const again = t.client();
    expect((await again.post('/api/auth/otp/send', { phone }, hindi)).status).toBe(200);
    const verified = await again.post('/api/auth/otp/verify', { phone, code: lastCode(t.sms, phone) }, hindi);
    expect(verified.body.isNewUser).toBe(false);
    expect((await again.get('/api/me', hindi)).body.profile.language).toBe('en');
  });
});
