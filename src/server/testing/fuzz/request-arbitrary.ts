import fc from 'fast-check';
import type { z } from 'zod';
import type { Access } from '../../../shared/contract/access';
import { PUBLIC } from '../../../shared/contract/access';
import type { EndpointDeclaration, HttpMethod } from '../../../shared/contract/define-endpoint';
import type { AuthTarget } from './auth-targets';
import type { IdPool } from './id-pool';
import { validValueOf } from './input-values';
import type { BodyText } from './mutations';
import { bodyText, mutated } from './mutations';

/** Something the fuzz sends requests to: a contract endpoint or one of better-auth's. */
export type FuzzTarget = {
  name: string;
  method: HttpMethod;
  path: string;
  access: Access;
  /** The declaration, for our own routes; better-auth's answer in their own shape. */
  endpoint?: EndpointDeclaration;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  rawContentTypes?: readonly string[] | undefined;
};

export const contractTarget = (name: string, endpoint: EndpointDeclaration): FuzzTarget => ({
  name,
  endpoint,
  ...endpoint,
  rawContentTypes: endpoint.rawBody?.contentTypes,
});

export const authTarget = (target: AuthTarget): FuzzTarget => ({ ...target, access: PUBLIC });

/** Who sends it: nobody, a staff member (or judge) the route is not for, or one it is for. */
export type Sender = 'anonymous' | 'wrongRole' | 'rightRole';

export type FuzzRequest = {
  target: FuzzTarget;
  sender: Sender;
  /** Path and query string, as sent. */
  url: string;
  body: { contentType: string | undefined; data: Uint8Array<ArrayBuffer> } | undefined;
};

/** Bad ids that are already percent-encoded text, sent as they are to reach the router. */
const RAW_SEGMENTS = new Set(['%2e%2e%2f', '%00', '%zz']);
const segment = (value: string) => (RAW_SEGMENTS.has(value) ? value : encodeURIComponent(value));

function pathOf(target: FuzzTarget, pool: IdPool): fc.Arbitrary<string> {
  const names = Object.keys(target.params?.shape ?? {});
  return fc
    .tuple(...names.map((name) => pool.forParam(name)))
    .map((values) =>
      names.reduce(
        (path, name, i) => path.replace(`:${name}`, segment(values[i] as string)),
        target.path,
      ),
    );
}

function queryOf(target: FuzzTarget, pool: IdPool): fc.Arbitrary<string> {
  if (!target.query) return fc.constantFrom('', '', '', '?notAField=1');
  return mutated(validValueOf(target.query, pool)).map((value) => {
    const entries =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).filter(([, v]) => v !== undefined)
        : [['q', value]];
    const search = new URLSearchParams(entries.map(([k, v]) => [String(k), String(v)]));
    return search.size > 0 ? `?${search}` : '';
  });
}

/** Image bytes, sometimes with a real signature in front, under a declared or a wrong type. */
function rawBodyOf(contentTypes: readonly string[]) {
  const signature = fc.constantFrom(
    new Uint8Array(),
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Uint8Array.from([0xff, 0xd8, 0xff]),
  );
  return fc
    .tuple(
      fc.constantFrom(...contentTypes, 'application/json', 'text/plain'),
      signature,
      fc.uint8Array({ maxLength: 4096 }),
    )
    .map(([contentType, head, tail]) => ({ contentType, data: Buffer.concat([head, tail]) }));
}

function bodyOf(target: FuzzTarget, pool: IdPool): fc.Arbitrary<FuzzRequest['body']> {
  if (target.rawContentTypes) return rawBodyOf(target.rawContentTypes);
  if (!target.body) return fc.constant(undefined);
  return bodyText(validValueOf(target.body, pool)).map(({ contentType, text }: BodyText) => ({
    contentType,
    data: Buffer.from(text),
  }));
}

const sendersFor = (access: Access): Sender[] =>
  access.kind === 'public' ? ['anonymous', 'rightRole'] : ['anonymous', 'wrongRole', 'rightRole'];

/** One request to one of the targets. */
export function fuzzRequest(targets: FuzzTarget[], pool: IdPool): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      sender: fc.constantFrom(...sendersFor(target.access)),
      url: fc.tuple(pathOf(target, pool), queryOf(target, pool)).map(([p, q]) => p + q),
      body: bodyOf(target, pool),
    }),
  );
}
