/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint that streams, with tool
 * calls. Each request is answered by the next turn of a script: a turn sees the request (its
 * messages, tools and tool results so far) and says what the model does — call tools, write text,
 * or stall past the client's timeout.
 */
import { createServer } from 'node:http';
import { listenOnLoopback } from './fake-http-server';

export interface ChatMessage {
  role: string;
  content?: string | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: ChatMessage[];
  tools?: Array<{ type: string; function: { name: string; parameters: Record<string, unknown> } }>;
  tool_choice?: string;
}

export type Turn =
  /** Tool calls, after some words of its own (`say`) that are not the answer, sent after `delayMs`. */
  | { calls: Array<{ name: string; args: unknown }>; say?: string; delayMs?: number }
  | { text: string | string[] }
  /** Headers sent, then nothing for `ms` (a model that hangs mid-answer). */
  | { stallMs: number }
  /** An HTTP error from the endpoint. */
  | { status: number };

export type Script = (request: ChatRequest, index: number) => Turn;

/** The tool results sent so far in a request, parsed, by the name of the tool that gave them. */
export function toolResults(request: ChatRequest): Array<{ name: string; result: Record<string, unknown> }> {
  const names = new Map<string, string>();
  for (const m of request.messages) for (const c of m.tool_calls ?? []) names.set(c.id, c.function.name);
  return request.messages.filter((m) => m.role === 'tool').map((m) => ({ name: names.get(m.tool_call_id!) ?? '', result: JSON.parse(m.content ?? '{}') as Record<string, unknown> }));
}

export async function fakeChatModel(script: Script) {
  const requests: Array<{ path: string; auth: string | undefined; body: ChatRequest }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const turn = script(body, requests.length - 1);
      if ('status' in turn) {
        res.writeHead(turn.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream trouble', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (delta: Record<string, unknown>, finish: string | null = null) =>
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
      const answerWith = (reply: Exclude<Turn, { stallMs: number } | { status: number }>) => {
        if ('calls' in reply) {
          if (reply.say) send({ content: reply.say });
          reply.calls.forEach((c, index) => {
            const args = JSON.stringify(c.args);
            // Arguments arrive in pieces, as real models stream them.
            const half = Math.floor(args.length / 2);
            send({ tool_calls: [{ index, id: `call_${requests.length}_${index}`, type: 'function', function: { name: c.name, arguments: args.slice(0, half) } }] });
            send({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
          });
          send({}, 'tool_calls');
        } else {
          for (const content of Array.isArray(reply.text) ? reply.text : [reply.text]) send({ content });
          send({}, 'stop');
        }
        res.end('data: [DONE]\n\n');
      };
      if ('stallMs' in turn || ('calls' in turn && turn.delayMs)) {
        if ('stallMs' in turn) send({ role: 'assistant', content: '' });
        const timer = setTimeout(() => ('stallMs' in turn ? res.end('data: [DONE]\n\n') : answerWith(turn)), 'stallMs' in turn ? turn.stallMs : turn.delayMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      answerWith(turn);
    });
  });
  return { baseUrl: `${await listenOnLoopback(server)}/v1`, requests };
}
