import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, sseEvents, testAppSecret } from '../../../../tests/support/test-app';
import { sanitizeProperties } from '../../analytics/events';
import { userKeyOf } from '../../analytics/track';
import { analyticsEvents, profiles } from '../../db/schema';

describe('question events', () => {
  it('records asked, follow-up, answered and refused with topic, class and counts, and never the words of a question', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma' });
    await t.db.update(profiles).set({ sharesAvailable: 1 }).where(eq(profiles.phoneNumber, phone));

    const first = sseEvents((await client.post('/api/questions', { question: 'When will I get married?' })).text).at(-1) as { thread?: { id: string } };
    await client.post(`/api/questions/${first.thread!.id}`, { question: 'and next year?' });
    await client.post('/api/questions', { question: 'When will I die?' });
    await client.post('/api/questions', { question: 'Which lottery number should I buy?' });

    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userKey, userKeyOf(testAppSecret, phone))).orderBy(asc(analyticsEvents.id));
    const questionRows = rows.filter((r) => r.name.startsWith('question_'));
    expect(questionRows.map((r) => [r.name, r.origin, r.properties])).toEqual([
      ['question_asked', 'server', { topic: 'marriage', about: 'self', spend: 'free' }],
      ['question_answered', 'server', { topic: 'marriage', writer: 'builtin' }],
      ['question_follow_up', 'server', { topic: 'marriage', about: 'self', spend: 'follow-up', count: 2 }],
      ['question_answered', 'server', { topic: 'marriage', writer: 'builtin' }],
      ['question_refused', 'server', { refusal: 'death' }],
      ['question_refused', 'server', { refusal: 'gambling' }],
    ]);
    // Nothing personal in any of them: no question's words, no name, no number.
    const stored = JSON.stringify(questionRows.map((r) => [r.properties, r.path, r.source]));
    for (const word of ['married', 'next year', 'die', 'lottery', 'Asha', phone]) expect(stored).not.toContain(word);
  }, 120_000);

  it('lets a question event carry only its topic and classes, whoever sends it', () => {
    expect(sanitizeProperties({ topic: 'career', refusal: 'medical', writer: 'model', about: 'person', spend: 'share', channel: 'whatsapp', question: 'Will Ramesh get a job?' })).toEqual({
      topic: 'career',
      refusal: 'medical',
      writer: 'model',
      about: 'person',
      spend: 'share',
      channel: 'whatsapp',
    });
    expect(sanitizeProperties({ topic: 'Will I marry Priya?', refusal: 'my mother is ill', writer: 'gpt', about: 'Ramesh', spend: '₹400' })).toEqual({});
  });
});
