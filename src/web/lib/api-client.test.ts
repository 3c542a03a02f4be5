import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompetitionSchema } from '../../shared/competition';
import { getCompetition } from '../features/competition/api/get-competition';
import { ApiRequestError } from './api-client';

/** Answers every request with this JSON and status. */
const serverAnswers = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('answers read through a lazily imported contract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an answer its schema refuses, with the schema's own error", async () => {
    // A drifted server: the record without its name.
    const drifted = { id: 'demo-2026' };
    serverAnswers(drifted);
    const failed = await getCompetition('demo-2026').catch((error: unknown) => error);
    const expected = CompetitionSchema.safeParse(drifted);
    expect(expected.success).toBe(false);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toBe(expected.error?.message);
  });

  it('reads a refusal as the server worded it', async () => {
    serverAnswers({ error: { code: 'not_found', message: 'No competition demo-2027.' } }, 404);
    const failed = await getCompetition('demo-2027').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiRequestError);
    expect(failed).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No competition demo-2027.',
    });
  });
});
