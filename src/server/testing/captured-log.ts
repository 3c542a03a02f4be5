import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../logger';

/** A logger at `info` whose JSON lines a test reads back, as written (one chunk per line). */
export function capturedLog(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}
