import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { listen } from './listen';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

/** Sends one keep-alive request on `socket` and resolves with the answer's status line. */
function ask(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    let received = '';
    const onClose = () => reject(new Error(`the server closed the connection after: ${JSON.stringify(received)}`));
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // The whole answer: its headers and the two-byte body.
      if (received.includes('\r\n\r\nok')) {
        socket.off('data', onData).off('error', reject).off('close', onClose);
        resolve(received.split('\r\n')[0]!);
      }
    };
    socket.on('data', onData).once('error', reject).once('close', onClose);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
}

test('keeps an idle connection open past Node’s 5 s, so a client or proxy reusing it gets an answer instead of a reset', async () => {
  const server = listen({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' });
  close = () => new Promise((resolve) => server.close(() => resolve()));
  await new Promise((resolve) => server.once('listening', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  try {
    expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
  } finally {
    socket.destroy();
  }
}, 15_000);
