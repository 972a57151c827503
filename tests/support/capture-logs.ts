import { Writable } from 'node:stream';
import { createLogger } from '../../src/server/logger';

/** A real pino logger whose JSON lines a test can read. */
export function capturingLogger(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger(level, stream), text: () => lines.join('') };
}
