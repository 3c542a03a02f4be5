import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Produced } from './public-read-cache';
import { CachedAnswer, PublicReadCache } from './public-read-cache';

const TOPIC = 'competition:demo';
const change = (topic: string, seq = 1) => [{ seq, topic, ids: [] }];

/** A production whose answer the test hands over when it chooses, counting the calls. */
function controlledLoader() {
  const calls: ((value: unknown, expiresAt?: number | null) => void)[] = [];
  const produce = () =>
    new Promise<Produced>((resolve) => {
      calls.push((value, expiresAt = null) =>
        resolve({ answer: new CachedAnswer(Buffer.from(JSON.stringify(value))), expiresAt }),
      );
    });
  return { produce, calls };
}

const valueOf = (answer: CachedAnswer) => JSON.parse(answer.json.toString()) as unknown;

/** A loader that answers at once with the next value of a counter. */
function countingLoader(expiresAt: number | null = null) {
  let count = 0;
  return {
    produce: async (): Promise<Produced> => ({
      answer: new CachedAnswer(Buffer.from(JSON.stringify({ version: ++count }))),
      expiresAt,
    }),
    count: () => count,
  };
}

describe('PublicReadCache', () => {
  it('keeps an answer until a change on one of its topics', async () => {
    const cache = new PublicReadCache();
    const loader = countingLoader();
    const read = () => cache.read('k', [TOPIC], loader.produce).then(valueOf);
    expect(await read()).toEqual({ version: 1 });
    expect(await read()).toEqual({ version: 1 });
    cache.invalidate(change('results:demo'));
    expect(await read()).toEqual({ version: 1 });
    cache.invalidate(change(TOPIC));
    expect(await read()).toEqual({ version: 2 });
  });

  it('lets concurrent misses of one key share one production', async () => {
    const cache = new PublicReadCache();
    const loader = controlledLoader();
    const reads = [1, 2, 3].map(() => cache.read('k', [TOPIC], loader.produce));
    expect(loader.calls).toHaveLength(1);
    loader.calls[0]?.({ name: 'Open' });
    expect((await Promise.all(reads)).map(valueOf)).toEqual([
      { name: 'Open' },
      { name: 'Open' },
      { name: 'Open' },
    ]);
  });

  it('never stores a production that a change overtook, and starts a new one for later readers', async () => {
    const cache = new PublicReadCache();
    const loader = controlledLoader();
    const before = cache.read('k', [TOPIC], loader.produce);
    // The write commits while the first production is reading the old state.
    cache.invalidate(change(TOPIC));
    const after = cache.read('k', [TOPIC], loader.produce);
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]?.({ name: 'New' });
    loader.calls[0]?.({ name: 'Old' });
    // Whoever asked before the change may get the old answer; nobody after it does.
    expect(valueOf(await before)).toEqual({ name: 'Old' });
    expect(valueOf(await after)).toEqual({ name: 'New' });
    expect(valueOf(await cache.read('k', [TOPIC], loader.produce))).toEqual({ name: 'New' });
    expect(loader.calls).toHaveLength(2);
  });

  it('stores nothing produced while cleared or suspended, until resumed', async () => {
    const cache = new PublicReadCache();
    const loader = controlledLoader();
    const pending = cache.read('k', [TOPIC], loader.produce);
    cache.clear();
    loader.calls[0]?.({ n: 1 });
    await pending;
    expect(cache.size).toBe(0);

    cache.suspend();
    const counting = countingLoader();
    await cache.read('k', [TOPIC], counting.produce);
    await cache.read('k', [TOPIC], counting.produce);
    expect(counting.count()).toBe(2);
    expect(cache.size).toBe(0);
    cache.resume();
    await cache.read('k', [TOPIC], counting.produce);
    await cache.read('k', [TOPIC], counting.produce);
    expect(counting.count()).toBe(3);
  });

  it('produces every read afresh when disabled', async () => {
    const cache = new PublicReadCache({ enabled: false });
    const loader = countingLoader();
    await cache.read('k', [TOPIC], loader.produce);
    await cache.read('k', [TOPIC], loader.produce);
    expect(loader.count()).toBe(2);
  });

  it('produces an answer again once its expiry time has come', async () => {
    let now = 1_000;
    const cache = new PublicReadCache({ now: () => now });
    const loader = countingLoader(2_000);
    const read = () => cache.read('k', [TOPIC], loader.produce).then(valueOf);
    expect(await read()).toEqual({ version: 1 });
    now = 1_999;
    expect(await read()).toEqual({ version: 1 });
    now = 2_000;
    expect(await read()).toEqual({ version: 2 });
  });

  it('does not keep a refusal: the next read asks again', async () => {
    const cache = new PublicReadCache();
    let published = false;
    const produce = async (): Promise<Produced> => {
      if (!published) throw new Error('event_not_found');
      return { answer: new CachedAnswer(Buffer.from('{"published":true}')), expiresAt: null };
    };
    await expect(cache.read('k', [TOPIC], produce)).rejects.toThrow('event_not_found');
    published = true;
    expect(valueOf(await cache.read('k', [TOPIC], produce))).toEqual({ published: true });
  });

  it('holds at most maxEntries, forgetting the least recently read first', async () => {
    const cache = new PublicReadCache({ maxEntries: 2 });
    const loaders = { a: countingLoader(), b: countingLoader(), c: countingLoader() };
    await cache.read('a', [TOPIC], loaders.a.produce);
    await cache.read('b', [TOPIC], loaders.b.produce);
    await cache.read('a', [TOPIC], loaders.a.produce);
    await cache.read('c', [TOPIC], loaders.c.produce);
    expect(cache.size).toBe(2);
    await cache.read('a', [TOPIC], loaders.a.produce);
    await cache.read('c', [TOPIC], loaders.c.produce);
    await cache.read('b', [TOPIC], loaders.b.produce);
    expect([loaders.a.count(), loaders.b.count(), loaders.c.count()]).toEqual([1, 2, 1]);
  });

  it('holds at most maxBytes', async () => {
    const cache = new PublicReadCache({ maxBytes: 5_000 });
    const big = async (): Promise<Produced> => ({
      answer: new CachedAnswer(Buffer.alloc(1_000, 'x')),
      expiresAt: null,
    });
    for (const key of ['a', 'b', 'c']) await cache.read(key, [TOPIC], big);
    // Each counts its JSON and room for two compressed copies: 2,000 bytes.
    expect(cache.size).toBe(2);
  });
});

describe('CachedAnswer', () => {
  const json = Buffer.from(JSON.stringify({ couples: Array.from({ length: 100 }, (_, i) => i) }));

  it('has a weak ETag that follows its content', () => {
    const answer = new CachedAnswer(json);
    expect(answer.etag).toMatch(/^W\/"[A-Za-z0-9_-]{16}"$/);
    expect(new CachedAnswer(Buffer.from(json)).etag).toBe(answer.etag);
    expect(new CachedAnswer(Buffer.from('{}')).etag).not.toBe(answer.etag);
  });

  it('compresses each coding once, to the same JSON', () => {
    const answer = new CachedAnswer(json);
    expect(brotliDecompressSync(answer.body('br'))).toEqual(json);
    expect(gunzipSync(answer.body('gzip'))).toEqual(json);
    expect(answer.body('br')).toBe(answer.body('br'));
    expect(answer.body('identity')).toBe(json);
  });
});
