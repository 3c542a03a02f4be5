import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { deleteCompetitorConfirmed, entriesToConfirm } from './delete-competitor';

/** A fake server: answers each DELETE in turn and records what was asked. */
function serverAnswering(...answers: Response[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url}`);
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected request');
      return answer;
    }),
  );
  return asked;
}

const confirmRequired = (entries: number) =>
  new Response(
    JSON.stringify({
      error: { code: 'confirm_required', message: 'Confirm to delete.', details: { entries } },
    }),
    { status: 409, headers: { 'content-type': 'application/json' } },
  );
const deleted = () => new Response(null, { status: 204 });
const url = '/api/admin/competitions/demo/competitors/c%201';

afterEach(() => vi.unstubAllGlobals());

describe('deleteCompetitorConfirmed', () => {
  it('asks without confirm first, then confirms when the server counts what the organizer saw', async () => {
    const asked = serverAnswering(confirmRequired(2), deleted());
    await expect(deleteCompetitorConfirmed('demo', 'c 1', 2)).resolves.toEqual({ deleted: true });
    expect(asked).toEqual([`DELETE ${url}`, `DELETE ${url}?confirm=true`]);
  });

  it('returns the new count, deleting nothing, when entries changed meanwhile', async () => {
    const asked = serverAnswering(confirmRequired(3));
    await expect(deleteCompetitorConfirmed('demo', 'c 1', 2)).resolves.toEqual({
      deleted: false,
      entries: 3,
    });
    expect(asked).toEqual([`DELETE ${url}`]);
  });

  it('is done at once when the competitor has no entries', async () => {
    const asked = serverAnswering(deleted());
    await expect(deleteCompetitorConfirmed('demo', 'c 1', 0)).resolves.toEqual({ deleted: true });
    expect(asked).toHaveLength(1);
  });

  it('passes any other refusal on', async () => {
    serverAnswering(
      new Response(
        JSON.stringify({ error: { code: 'competitor_not_found', message: 'No such competitor.' } }),
        { status: 404 },
      ),
    );
    await expect(deleteCompetitorConfirmed('demo', 'c 1', 1)).rejects.toMatchObject({
      status: 404,
      code: 'competitor_not_found',
    });
  });
});

describe('entriesToConfirm', () => {
  it('reads the count only from a confirm_required refusal', () => {
    expect(
      entriesToConfirm(new ApiRequestError(409, 'confirm_required', 'm', { entries: 4 })),
    ).toBe(4);
    expect(entriesToConfirm(new ApiRequestError(409, 'confirm_required', 'm', {}))).toBeUndefined();
    expect(
      entriesToConfirm(new ApiRequestError(409, 'number_taken', 'm', { entries: 4 })),
    ).toBeUndefined();
    expect(entriesToConfirm(new Error('boom'))).toBeUndefined();
  });
});
