import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database's triggers announce changes on (migration 0005). */
export const changeChannel = 'jyotishi_changes';

/**
 * What changed, as the triggers name it: `profile` (a profile or one of its subscriptions, keyed
 * by phone number), `readings` (keyed by owner) and `session` (keyed by token hash).
 */
export type ChangeTopic = 'profile' | 'readings' | 'session';

export type ChangeListener = {
  change(topic: ChangeTopic, key: string): void;
  /** Changes may have been missed (the notification connection dropped): forget everything. */
  reset(): void;
};

/**
 * Row changes announced by the database itself (LISTEN/NOTIFY), so that every instance hears of
 * every write, whoever made it. Read caches depend on it; while it is not `live` they must not
 * answer from memory.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /** Tells this process's listeners at once, ahead of the database's own notice (see ADR 005). */
  announce(topic: ChangeTopic, key: string): void;
  close(): Promise<void>;
};

function listeners() {
  const set = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    announce(topic: ChangeTopic, key: string) {
      for (const l of set) l.change(topic, key);
    },
    onPayload(payload: string) {
      const at = payload.indexOf(':');
      const topic = payload.slice(0, at);
      if (topic === 'profile' || topic === 'readings' || topic === 'session') {
        for (const l of set) l.change(topic, payload.slice(at + 1));
      }
    },
    reset() {
      for (const l of set) l.reset();
    },
  };
}

/** PGlite delivers a notification before the statement that caused it returns: never stale. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const hub = listeners();
  const unlisten = await client.listen(changeChannel, hub.onPayload);
  return {
    live: true,
    subscribe: hub.subscribe,
    announce: hub.announce,
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: one connection of its own, LISTENing. When it drops (database restart, network),
 * the feed is not live until it is back, and listeners are reset on reconnection because
 * notifications sent meanwhile are lost.
 */
export async function postgresChangeFeed(url: string, onError: (error: unknown) => void = () => {}): Promise<ChangeFeed> {
  const hub = listeners();
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = 250;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      live = false;
      hub.reset();
      next.end().catch(() => {});
      if (error) onError(error);
      if (!closed) setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5_000);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => message.payload && hub.onPayload(message.payload));
    try {
      await next.connect();
      await next.query(`listen ${changeChannel}`);
      if (lost || closed) return;
      hub.reset();
      live = true;
      retryMs = 250;
    } catch (error) {
      onLost(error);
    }
  };
  // The first attempt is awaited so the caches start live; a failure retries in the background.
  await connect();

  return {
    get live() {
      return live;
    },
    subscribe: hub.subscribe,
    announce: hub.announce,
    async close() {
      closed = true;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}
