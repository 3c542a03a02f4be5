import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LiveNotification } from '../../shared/live';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * One answer as it is sent: its JSON serialized once, a weak ETag derived from
 * that JSON (weak because the same entity goes out in three codings; derived
 * from the content so every instance gives the same one), and its compressed
 * copies, each made on first demand and then kept for as long as the answer is.
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly coded: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(readonly json: Buffer) {
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 16)}"`;
  }

  body(coding: ContentCoding): Buffer {
    if (coding === 'identity') return this.json;
    let body = this.coded[coding];
    if (!body) {
      // Quality 5 and level 6: a few milliseconds once per change, not per request.
      body =
        coding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : gzipSync(this.json, { level: 6 });
      this.coded[coding] = body;
    }
    return body;
  }

  /**
   * What the answer may hold: its JSON and room for both compressed copies,
   * which JSON of a kilobyte or more compresses to well under half of.
   */
  get weight(): number {
    return this.json.length * 2;
  }
}

/** An answer just produced, with when it goes stale by itself (epoch ms), if it does. */
export type Produced = { answer: CachedAnswer; expiresAt: number | null };

export type PublicReadCacheOptions = {
  /** False: nothing is ever kept; every read is produced afresh (READ_CACHE=off). */
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
};

type Entry = { answer: CachedAnswer; topics: readonly string[]; expiresAt: number | null };

/** A production in progress; `stale` once a change it depends on arrived meanwhile. */
type Pending = { topics: readonly string[]; stale: boolean; promise: Promise<CachedAnswer> };

/**
 * Public answers kept in memory until a change on one of their live topics.
 *
 * - Concurrent misses of one key share one production (single flight).
 * - A production that a change overtakes is handed to those already waiting
 *   but never stored, and later readers start a new one: what it read may
 *   predate the commit (the read, commit, store race).
 * - Bounded by entries and bytes, least recently used out first.
 * - A production that fails (a refusal such as 404) stores nothing.
 * - While suspended (the bus may be missing changes) nothing is kept.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTopic = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;
  private suspended = false;
  private readonly enabled: boolean;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: PublicReadCacheOptions = {}) {
    this.enabled = options.enabled ?? true;
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer under `key`, kept or produced; `topics` are the live topics it depends on. */
  read(
    key: string,
    topics: readonly string[],
    produce: () => Promise<Produced>,
  ): Promise<CachedAnswer> {
    if (!this.enabled || this.suspended) return produce().then((p) => p.answer);
    const kept = this.entries.get(key);
    if (kept) {
      if (kept.expiresAt === null || this.now() < kept.expiresAt) {
        // Map order is recency order: move the hit to the end.
        this.entries.delete(key);
        this.entries.set(key, kept);
        return Promise.resolve(kept.answer);
      }
      this.remove(key);
    }
    const shared = this.pending.get(key);
    if (shared) return shared.promise;

    const settle = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    const pending: Pending = {
      topics,
      stale: false,
      promise: produce().then(
        ({ answer, expiresAt }) => {
          settle();
          if (!pending.stale) this.store(key, { answer, topics, expiresAt });
          return answer;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      ),
    };
    this.pending.set(key, pending);
    return pending.promise;
  }

  /** Forgets every answer that depends on a topic the changes name. */
  invalidate(changes: readonly LiveNotification[]): void {
    for (const { topic } of changes) {
      for (const key of this.keysByTopic.get(topic) ?? []) this.remove(key);
      for (const [key, pending] of this.pending) {
        if (pending.topics.includes(topic)) this.abandon(key, pending);
      }
    }
  }

  /** Forgets everything, including productions under way (after writes behind the services' back). */
  clear(): void {
    this.entries.clear();
    this.keysByTopic.clear();
    this.bytes = 0;
    for (const [key, pending] of this.pending) this.abandon(key, pending);
  }

  /** Changes may go unheard from now on: keep nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Every change committed meanwhile has been heard: keep answers again. */
  resume(): void {
    this.suspended = false;
  }

  private abandon(key: string, pending: Pending): void {
    pending.stale = true;
    this.pending.delete(key);
  }

  private store(key: string, entry: Entry): void {
    if (entry.expiresAt !== null && entry.expiresAt <= this.now()) return;
    if (entry.answer.weight > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.answer.weight;
    for (const topic of entry.topics) {
      let keys = this.keysByTopic.get(topic);
      if (!keys) this.keysByTopic.set(topic, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.weight;
    for (const topic of entry.topics) {
      const keys = this.keysByTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTopic.delete(topic);
    }
  }
}
