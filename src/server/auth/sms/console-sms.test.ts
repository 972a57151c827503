import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../../tests/support/capture-logs';
import { createLogger } from '../../logger';
import { ConsoleSms } from './console-sms';

describe('ConsoleSms', () => {
  it('logs the code for the developer with the number masked', async () => {
    const { logger, text } = capturingLogger();
    await new ConsoleSms(logger).send({ to: '+919876543210', code: '042917', body: '042917 is your code' });
    const logged = text();
    expect(logged).toContain('042917');
    expect(logged).toContain('3210');
    expect(logged).not.toContain('9876543210');
  });

  it('keeps the last 10 messages per number, newest first', async () => {
    const sms = new ConsoleSms(createLogger('silent'));
    for (let i = 0; i < 12; i++) await sms.send({ to: '+919876543210', code: String(i).padStart(6, '0'), body: `${i}` });
    await sms.send({ to: '+919876543211', code: '999999', body: 'other' });
    const list = sms.messagesTo('+919876543210');
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ to: '+919876543210', code: '000011', body: '11' });
    expect(list[0]?.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(sms.messagesTo('+10000000000')).toEqual([]);
  });
});
