import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './fake-http-server';

// Its own file, free of vitest, so the browser tests can stall a reading mid-generation too.

type Held = { req: IncomingMessage; res: ServerResponse };

/**
 * A stand-in for an OpenAI-compatible endpoint that streams a reply in pieces. In 'stall' mode it
 * sends the first pieces and then keeps the response open without another byte, so a reading is
 * reliably in the middle of its generation for as long as the test wants; `finishStalled` sends
 * the rest. In 'complete' mode it streams the whole reply at once.
 */
export async function fakeModel(pieces: string[]) {
  const stalled: Held[] = [];
  const model = {
    url: '',
    mode: 'complete' as 'complete' | 'stall',
    /** Pieces sent before a stall. */
    piecesBeforeStall: 3,
    requests: 0,
    /** Ends every stalled reply normally. */
    finishStalled() {
      for (const { res } of stalled.splice(0)) {
        for (const piece of pieces.slice(model.piecesBeforeStall)) res.write(chunk(piece));
        res.end('data: [DONE]\n\n');
      }
    },
  };
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      model.requests++;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (model.mode === 'complete') {
        for (const piece of pieces) res.write(chunk(piece));
        res.end('data: [DONE]\n\n');
        return;
      }
      for (const piece of pieces.slice(0, model.piecesBeforeStall)) res.write(chunk(piece));
      const held = { req, res };
      stalled.push(held);
      // The server that asked died: forget its reply.
      res.on('close', () => {
        const at = stalled.indexOf(held);
        if (at >= 0) stalled.splice(at, 1);
      });
    });
  });
  model.url = `${await listenOnLoopback(server)}/v1`;
  return model;
}
