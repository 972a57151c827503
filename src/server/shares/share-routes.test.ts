import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../../tests/support/test-app';
import { profiles } from '../db/schema';

describe('POST /api/shares', () => {
  it('adds one reading credit per share, decided on the server', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const first = await client.post('/api/shares', { sharesAvailable: 99 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sharesAvailable: 1, earnedToday: 1, message: 'Thank you for sharing! You now have 1 reading available.' });
    expect((await client.post('/api/shares')).body.sharesAvailable).toBe(2);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone));
    expect(row?.sharesAvailable).toBe(2);
  });

  it('stops at three credits in a rolling 24 hours and says when sharing earns again', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const client = t.client();
    await signIn(t, client);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/shares')).status).toBe(200);
      t.clock.advance({ hours: 1 });
    }
    const capped = await client.post('/api/shares');
    expect(capped.status).toBe(429);
    // The first share was at 10:00 IST on 10 March: the window reopens at 10:00 on 11 March.
    expect(capped.body.error).toBe(
      'Too many requests. Please try again later. Thank you for spreading the word! Sharing has earned you 3 readings in the last 24 hours, the most it can. Sharing will earn again from 11 Mar, 10:00 am. Try again in 21 hours.',
    );
    expect(capped.headers.get('Retry-After')).toBe(String(21 * 3600));
    expect(capped.body.retryAt).toBe('2026-03-11T04:30:00.000Z');
    expect((await client.get('/api/me')).body.profile.sharesAvailable).toBe(3);

    t.clock.advance({ hours: 21, minutes: 1 });
    expect((await client.post('/api/shares')).body.sharesAvailable).toBe(4);
  });

  it('thanks and refuses in the caller\'s language', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const client = t.client();
    await signIn(t, client);
    const hindi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } };
    expect((await client.post('/api/shares', undefined, hindi)).body.message).toBe('शेयर करने के लिए धन्यवाद! अब आपके पास 1 रीडिंग उपलब्ध है।');
    expect((await client.post('/api/shares', undefined, hindi)).body.message).toBe('शेयर करने के लिए धन्यवाद! अब आपके पास 2 रीडिंग उपलब्ध हैं।');
    expect((await client.post('/api/shares')).body.message).toBe('Thank you for sharing! You now have 3 readings available.');
    const capped = await client.post('/api/shares', undefined, hindi);
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe('rate_limited');
    expect(capped.body.error).toMatch(/^बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें। सबको बताने के लिए धन्यवाद! पिछले 24 घंटों में शेयर करके आपको 3 रीडिंग मिल चुकी हैं, जो इसकी सीमा है। 11 मार्च, 10:00 am से/);
  });

  it('cannot be raced past the cap', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const results = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/shares')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect((await client.get('/api/me')).body.profile.sharesAvailable).toBe(3);
  });

  it('refuses visitors who are not signed in', async () => {
    const t = await createTestApp();
    expect((await t.client().post('/api/shares')).status).toBe(401);
  });
});
