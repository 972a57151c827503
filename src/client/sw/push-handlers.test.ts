/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers } from './push-handlers';

// The worker's side of the daily reminder, on a stand-in for the worker's global scope: what a push
// shows, and where a tap goes. (The browser's own events are the Playwright spec's.)

const origin = 'https://jyotishi.example';

type Listener = (event: unknown) => void;

function fakeWindow(url: string) {
  const win = { url, focus: vi.fn(async () => win), navigate: vi.fn(async (to: string) => ({ ...win, url: to })) };
  return win;
}

function fakeScope(windows: Array<ReturnType<typeof fakeWindow>> = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL(origin),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  installPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for the work it handed to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, fire };
}

const pushOf = (json: unknown) => ({ data: { json: () => (typeof json === 'string' ? JSON.parse(json) : json) } });
const clickOn = (data: unknown) => ({ notification: { data, close: vi.fn() } });

describe('the push listener', () => {
  it('shows the message’s title, body and icon, tagged so that a newer reminder replaces it', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', pushOf({ title: 'Asha, your reading for Tuesday 24 November is ready', body: 'Tap to see what the stars say about your day.', url: '/reading/daily', icon: '/icons/icon-192.png' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Asha, your reading for Tuesday 24 November is ready', {
      body: 'Tap to see what the stars say about your day.',
      icon: '/icons/icon-192.png',
      tag: 'daily-reading',
      data: { url: '/reading/daily' },
    });
  });

  it('still shows something for a message it cannot read, and never keeps a link off the site', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', pushOf('not json {'));
    await fire('push', { data: null });
    await fire('push', pushOf({ title: 'x', url: 'https://evil.example/' }));
    await fire('push', pushOf({ title: 'y', url: '//evil.example/' }));
    const calls = scope.registration.showNotification.mock.calls as unknown as Array<[string, { data: { url: string } }]>;
    expect(calls.map(([title, options]) => [title, options.data.url])).toEqual([
      ['Jyotishi', '/reading/daily'],
      ['Jyotishi', '/reading/daily'],
      ['x', '/reading/daily'],
      ['y', '/reading/daily'],
    ]);
  });
});

describe('the notificationclick listener', () => {
  it('focuses an open tab of the app and takes it to today’s reading', async () => {
    const tab = fakeWindow(`${origin}/profile`);
    const { scope, fire } = fakeScope([tab]);
    const click = clickOn({ url: '/reading/daily' });
    await fire('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${origin}/reading/daily`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a tab already on the reading', async () => {
    const tab = fakeWindow(`${origin}/reading/daily`);
    const { fire } = fakeScope([tab]);
    await fire('notificationclick', clickOn({ url: '/reading/daily' }));
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when no tab of the app is open, or the open one cannot be navigated', async () => {
    const none = fakeScope();
    await none.fire('notificationclick', clickOn({ url: '/reading/daily' }));
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${origin}/reading/daily`);

    const uncontrolled = fakeWindow(`${origin}/`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const one = fakeScope([uncontrolled]);
    await one.fire('notificationclick', clickOn({ url: 'https://evil.example/' }));
    expect(one.scope.clients.openWindow).toHaveBeenCalledWith(`${origin}/reading/daily`);
  });
});
