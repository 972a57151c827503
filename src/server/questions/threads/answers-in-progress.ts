import { randomUUID } from 'node:crypto';
import type { QuestionThreadView } from '../../../shared/questions';
import { EventChannel } from '../../readings/event-channel';

export type QuestionEvent =
  // First on every stream of an answer: its id (to follow it again) and the restarts it has had.
  | { type: 'started'; answerId: string; restarts: number }
  | { type: 'text'; delta: string }
  | { type: 'restart' }
  | { type: 'done'; thread: QuestionThreadView }
  | { type: 'error'; message: string };

/** How long a finished answer stays to be picked up by a page whose stream was cut just before its end. */
export const FINISHED_KEPT_MS = 5 * 60_000;

type Draft = {
  phone: string;
  text: string;
  /** Restarts so far: a page that saw fewer has text the writer has since taken back. */
  restarts: number;
  end: Extract<QuestionEvent, { type: 'done' | 'error' }> | null;
  listeners: Set<EventChannel<QuestionEvent>>;
};

/**
 * The answers this process is writing, each kept with its text so far, so that a page whose stream
 * was cut (a phone losing its signal) can follow the same answer again from where its text stopped
 * (docs/decisions/043). A draft is its owner's only; a finished one stays FINISHED_KEPT_MS, long
 * enough for a reconnecting page to get the saved thread, then goes.
 */
export function answersInProgress(now: () => number = Date.now) {
  const drafts = new Map<string, Draft>();
  const ends = new Map<string, number>();

  function prune() {
    const at = now();
    for (const [id, endedAt] of ends) {
      if (at - endedAt < FINISHED_KEPT_MS) continue;
      ends.delete(id);
      drafts.delete(id);
    }
  }

  function broadcast(draft: Draft, event: QuestionEvent) {
    for (const listener of draft.listeners) listener.push(event);
  }

  return {
    /** A new answer for `phone`: its id, the writer's sink, and the first listener (the asking request's stream). */
    start(phone: string) {
      prune();
      const answerId = randomUUID();
      const draft: Draft = { phone, text: '', restarts: 0, end: null, listeners: new Set() };
      drafts.set(answerId, draft);
      const first = new EventChannel<QuestionEvent>();
      first.push({ type: 'started', answerId, restarts: 0 });
      draft.listeners.add(first);
      return {
        answerId,
        events: first,
        text(delta: string) {
          draft.text += delta;
          broadcast(draft, { type: 'text', delta });
        },
        restart() {
          draft.text = '';
          draft.restarts++;
          broadcast(draft, { type: 'restart' });
        },
        finish(end: Extract<QuestionEvent, { type: 'done' | 'error' }>) {
          if (draft.end) return;
          draft.end = end;
          broadcast(draft, end);
          for (const listener of draft.listeners) listener.close();
          draft.listeners.clear();
          ends.set(answerId, now());
        },
      };
    },

    /**
     * The answer's events from where a page left it: `seen` characters of its text after `restarts`
     * restarts. The rest of the text comes as one piece, then what the writer writes next, then its
     * end. Null when the answer is not this owner's, or is gone.
     */
    follow(phone: string, answerId: string, seen: { length: number; restarts: number }): EventChannel<QuestionEvent> | null {
      prune();
      const draft = drafts.get(answerId);
      if (!draft || draft.phone !== phone) return null;
      const channel = new EventChannel<QuestionEvent>();
      // The page's text was taken back by the writer since (a restart it missed): it starts again from nothing.
      const fresh = seen.restarts !== draft.restarts || seen.length > draft.text.length;
      if (fresh) channel.push({ type: 'restart' });
      channel.push({ type: 'started', answerId, restarts: draft.restarts });
      const rest = draft.text.slice(fresh ? 0 : seen.length);
      if (rest) channel.push({ type: 'text', delta: rest });
      if (draft.end) {
        channel.push(draft.end);
        channel.close();
      } else {
        draft.listeners.add(channel);
      }
      return channel;
    },

    /** A listener gone (its page closed): the answer goes on, told to the others. */
    leave(answerId: string, channel: EventChannel<QuestionEvent>) {
      drafts.get(answerId)?.listeners.delete(channel);
    },
  };
}

export type AnswersInProgress = ReturnType<typeof answersInProgress>;
