import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  /** Base URL such as http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
};

/** Connection-level headers belong to one hop; Node frames each side itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

type Attempt = 'refused' | 'forwarded';

/**
 * A small reverse proxy in front of several server instances, as nginx or a
 * load balancer would stand there: requests go to the upstreams in turn; an
 * upstream that refuses the connection (stopped, or restarting) is skipped for
 * the next. Any other failure is the client's to handle (502), since the
 * request may have been applied. Answers are streamed, so live streams pass
 * through unbuffered and end when the upstream ends them. One connection per
 * request to the upstream, as nginx does by default.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = turn;
      turn = (turn + 1) % upstreams.length;
      void (async () => {
        for (let i = 0; i < upstreams.length; i++) {
          const upstream = upstreams[(first + i) % upstreams.length] as string;
          if ((await forward(upstream, request, body, response)) === 'forwarded') return;
        }
        response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function forward(
  upstream: string,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<Attempt> {
  return new Promise((resolve) => {
    const target = new URL(request.url ?? '/', upstream);
    const headers = withoutHopByHop(request.headers);
    headers.host = target.host;
    const outgoing = http.request(
      target,
      { method: request.method, headers, agent: false },
      (answer) => {
        resolve('forwarded');
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
        // The upstream went away mid-answer: so does the answer, as a cut, not an end.
        answer.on('close', () => {
          if (!answer.complete) response.destroy();
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve('refused');
      resolve('forwarded');
      if (!response.headersSent) response.writeHead(502).end(`upstream failed: ${error.code}`);
      else response.destroy();
    });
    // A client that leaves (a live stream closed) closes its upstream request too.
    response.on('close', () => outgoing.destroy());
    outgoing.end(body);
  });
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
