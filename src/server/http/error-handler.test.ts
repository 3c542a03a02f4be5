import type { Socket } from 'node:net';
import Fastify from 'fastify';
import type { ConnectionError } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '../../shared/api-error';
import { ERROR_CODES } from '../../shared/error-codes';
import type { ErrorCode } from '../../shared/error-codes';
import { AppError, errors } from '../errors';
import { answerClientError, installErrorHandler } from './error-handler';

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/** An app whose routes throw what a test asks for, answered by the real error handler. */
async function appThrowing(thrown: (code: string) => unknown) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/throw/:code', async (request) => {
    throw thrown((request.params as { code: string }).code);
  });
  app.post('/echo', { bodyLimit: 16 }, async (request) => request.body);
  await app.ready();
  return app;
}

describe('the closed list of error codes', () => {
  it.each(CODES)('%s has an HTTP error status and a message', (code) => {
    const { status, message } = ERROR_CODES[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('answers every code with its status and a body the shared contract accepts', async () => {
    const app = await appThrowing((code) => new AppError(code as ErrorCode));
    for (const code of CODES) {
      const response = await app.inject({ method: 'GET', url: `/throw/${code}` });
      expect(response.statusCode, code).toBe(ERROR_CODES[code].status);
      expect(ApiErrorSchema.parse(response.json()).error).toEqual({
        code,
        message: ERROR_CODES[code].message,
      });
    }
  });
});

describe('the error handler', () => {
  it('sends the refused field and the details a refusal carries', async () => {
    const app = await appThrowing(() => errors.followIsLead('email'));
    const response = await app.inject({ method: 'GET', url: '/throw/x' });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).error).toMatchObject({
      code: 'same_dancer',
      path: ['follow', 'email'],
    });
  });

  it('lists each refused value of an invalid input with its path', async () => {
    const app = await appThrowing(() =>
      errors.invalidInput('body', [
        { path: ['eventIds', 1], message: 'must not name an event twice' },
        { path: [], message: 'must be an object' },
      ]),
    );
    const body = ApiErrorSchema.parse((await app.inject({ url: '/throw/x' })).json());
    expect(body.error).toEqual({
      code: 'invalid_input',
      message: "Invalid body: 'eventIds.1' must not name an event twice; must be an object",
      details: {
        issues: [
          { path: ['eventIds', 1], message: 'must not name an event twice' },
          { path: [], message: 'must be an object' },
        ],
      },
    });
  });

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400, 'bad_request'],
    [
      'a body over the limit',
      JSON.stringify({ text: 'x'.repeat(100) }),
      'application/json',
      413,
      'body_too_large',
    ],
    [
      'a body in another format',
      'a=1',
      'application/x-www-form-urlencoded',
      415,
      'unsupported_media_type',
    ],
  ])(
    "answers Fastify's refusal of %s under our code",
    async (_label, payload, type, status, code) => {
      const app = await appThrowing(() => undefined);
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(status);
      expect(ApiErrorSchema.parse(response.json()).error.code).toBe(code);
    },
  );

  it('refuses text PostgreSQL cannot store as invalid input, not a server failure', async () => {
    const app = await appThrowing(() =>
      Object.assign(new Error('invalid byte'), { code: '22021' }),
    );
    const response = await app.inject({ url: '/throw/x' });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe('invalid_input');
  });

  it.each(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'])(
    'answers a reference removed by another write (%s) as a conflict to reload, not a bug',
    async (code) => {
      const app = await appThrowing(() =>
        Object.assign(new Error('FOREIGN KEY constraint failed'), { code }),
      );
      const response = await app.inject({ url: '/throw/x' });
      expect(response.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(response.json()).error.code).toBe('removed_meanwhile');
    },
  );

  it('answers a bug as internal, without its message', async () => {
    const app = await appThrowing(() => new Error('secret stack detail'));
    const response = await app.inject({ url: '/throw/x' });
    expect(response.statusCode).toBe(500);
    const { error } = ApiErrorSchema.parse(response.json());
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
  });
});

describe('the answer to a request Node could not read', () => {
  /** What answerClientError writes to a socket, and what it logs. */
  function answer(code: string) {
    const written: string[] = [];
    const socket = { writable: true, end: (text: string) => written.push(text) };
    const log = { debug: vi.fn() };
    const error = Object.assign(new Error(code), { code }) as ConnectionError;
    answerClientError.call({ log } as never, error, socket as unknown as Socket);
    const [head = '', body = ''] = (written[0] ?? '').split('\r\n\r\n');
    return { statusLine: head.split('\r\n')[0], body: JSON.parse(body) as unknown, log };
  }

  it('answers a request that took too long to arrive with 408, and logs it at debug level', () => {
    const { statusLine, body, log } = answer('ERR_HTTP_REQUEST_TIMEOUT');
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(ApiErrorSchema.parse(body).error).toEqual({
      code: 'request_timeout',
      message: ERROR_CODES.request_timeout.message,
    });
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'request_timeout' }),
      'client error',
    );
  });

  it('answers a malformed request with 400', () => {
    const { statusLine, body } = answer('HPE_INVALID_METHOD');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(ApiErrorSchema.parse(body).error).toEqual({
      code: 'bad_request',
      message: 'The request could not be read as HTTP.',
    });
  });
});
