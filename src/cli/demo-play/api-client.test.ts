import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthEndpoints } from '../../shared/contract/health';
import { DemoApiClient } from './api-client';
import { StopRequested } from './stage';

describe('DemoApiClient waiting out a 429', () => {
  let requests = 0;
  // Every answer asks to wait two minutes, longer than the test may run.
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(429, { 'retry-after': '120', 'content-type': 'application/json' });
    response.end('{}');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('stops the wait on Ctrl-C without asking again', async () => {
    const stopping = new AbortController();
    const said: string[] = [];
    const client = new DemoApiClient(
      url,
      (line) => {
        said.push(line);
        stopping.abort();
      },
      stopping.signal,
    );
    await expect(client.call(healthEndpoints.getHealth, null, {})).rejects.toBeInstanceOf(
      StopRequested,
    );
    expect(said).toEqual([
      '  (the server asks to slow down: waiting 120 s before "Whether the server and its database answer (503 database_unavailable if not)" again)',
    ]);
    expect(requests).toBe(1);
  });
});
