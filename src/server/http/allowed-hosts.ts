import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/**
 * Which Host headers the server answers. A DNS-rebinding page reaches the
 * server under the attacker's own name, and the auth library trusts
 * `http://<Host>` as an origin, so a foreign name must be refused on every
 * request. Safe without configuration: IP addresses (a rebinding attack needs a
 * name; tablets on the venue network use the laptop's address) and `localhost`
 * (browsers resolve it to the machine itself). Names: PUBLIC_URL's and
 * ALLOWED_HOSTS.
 */
export function allowedHostNames(baseURL: string, extraNames: readonly string[]): Set<string> {
  return new Set(['localhost', new URL(baseURL).hostname.toLowerCase(), ...extraNames]);
}

/** The host name in a Host header (`name:port`, `[v6]:port`), or null when it is not one. */
function hostNameOf(header: string): string | null {
  try {
    const url = new URL(`http://${header}`);
    // The URL parser drops the default port, so `name:80` parses as `name`.
    const written = header.toLowerCase();
    return url.host === written || `${url.host}:80` === written ? url.hostname : null;
  } catch {
    return null;
  }
}

export function isAllowedHost(header: string | undefined, names: ReadonlySet<string>): boolean {
  if (header === undefined) return false;
  const name = hostNameOf(header);
  if (name === null) return false;
  return names.has(name) || net.isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

export function installHostCheck(app: FastifyInstance, names: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    // Behind a trusted proxy, request.host is the browser's (X-Forwarded-Host); check both.
    for (const host of new Set([request.headers.host, request.host])) {
      if (!isAllowedHost(host, names)) {
        throw errors.unknownHost(String(host).slice(0, 100));
      }
    }
  });
}
