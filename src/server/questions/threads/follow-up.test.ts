import { describe, expect, it } from 'vitest';
import type { Timeframe } from '../types';
import { understandQuestion, type AnsweredQuestion } from '../understand-question';
import { readFollowUp, type ThreadContext } from './follow-up';

const now = new Date('2026-12-07T04:00:00Z');
const papa = { id: '7d6f2d7e-2b7c-4a3e-9a55-8d2f7c1e0b11', name: 'Ramesh Sharma', relation: 'parent' as const, gender: 'male' as const };
const lastFrame: Timeframe = { start: '2026-12-07', end: '2029-12-06', kind: 'open' };

function read(text: string, thread: ThreadContext) {
  const understood = understandQuestion(text, { now, timeZone: 'Asia/Kolkata', people: [papa] });
  if (!understood.answer) throw new Error(`refused: ${text}`);
  return readFollowUp(text, understood as AnsweredQuestion, thread);
}

describe('readFollowUp', () => {
  const marriage: ThreadContext = { topic: 'marriage', personId: null, timeframe: lastFrame };
  const papasHealth: ThreadContext = { topic: 'health', personId: papa.id, timeframe: lastFrame };

  it.each(['and next year?', 'aur agle saal?', 'और अगले साल?', 'அடுத்த வருடம்?', 'வரும் வருடம்?', 'వచ్చే సంవత్సరం?'])('"%s" keeps the topic and person, for next year', (text) => {
    expect(read(text, marriage)).toEqual({ kind: 'answer', topic: 'marriage', timeframe: { start: '2027-01-01', end: '2027-12-31', kind: 'stated' }, subject: 'thread' });
    expect(read(text, papasHealth)).toMatchObject({ topic: 'health', subject: 'thread' });
  });

  it('a follow-up without topic or period ("tell me more") re-answers the last period', () => {
    expect(read('tell me more', marriage)).toEqual({ kind: 'answer', topic: 'marriage', timeframe: lastFrame, subject: 'thread' });
  });

  it.each(['what remedy?', 'upay kya hai?', 'इसका उपाय क्या है?', 'பரிகாரம்?', 'இதற்கு என்ன பரிகாரம்?', 'పరిహారం?', 'దీనికి పరిహారాలు ఏమిటి?'])('"%s" asks the remedy for the thread’s topic', (text) => {
    expect(read(text, marriage)).toEqual({ kind: 'remedy', topic: 'marriage', timeframe: lastFrame, subject: 'thread' });
    expect(read(text, papasHealth)).toMatchObject({ kind: 'remedy', topic: 'health', subject: 'thread' });
  });

  it('a remedy for a topic the question names is for that topic', () => {
    expect(read('remedy for my career?', marriage)).toMatchObject({ kind: 'remedy', topic: 'career' });
  });

  it('"aur shaadi?" takes its own topic, as a new question would', () => {
    expect(read('aur shaadi?', { topic: 'career', personId: null, timeframe: lastFrame })).toMatchObject({ kind: 'answer', topic: 'marriage', subject: 'asked' });
    expect(read('கல்யாணம்?', { topic: 'career', personId: null, timeframe: lastFrame })).toMatchObject({ kind: 'answer', topic: 'marriage', subject: 'asked' });
    expect(read('మరి పెళ్లి?', { topic: 'career', personId: null, timeframe: lastFrame })).toMatchObject({ kind: 'answer', topic: 'marriage', subject: 'asked' });
  });
});
