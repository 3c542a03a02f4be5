import type { Browser, CDPSession, Page } from '@playwright/test';

/** A mid-range Android phone (CSS pixels), as in bench/results-render.ts. */
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true };
/** Venue wifi shared by a few hundred phones: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const VENUE_WIFI = { downloadKbps: 1600, uploadKbps: 750, rttMs: 150 };
/** A mid-range phone's CPU next to this machine's. */
export const CPU_SLOWDOWN = 4;

/**
 * What Chromium offers: brotli to loopback (and to https), but only gzip and
 * deflate to a plain-http LAN address such as the venue laptop's. Chromium 156
 * no longer has CDP `Network.setAcceptedEncodings`; an extra request header
 * replaces the network stack's own offer on every request (checked through the
 * offered header on the wire), so the LAN phone is played on loopback.
 */
export const OFFERS = {
  br: {},
  gzip: { extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } },
} as const;
export type Encoding = keyof typeof OFFERS;

/** One request as the browser's network layer saw it. */
export type Exchange = {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, EventSource, ... */
  type: string;
  /** accept-encoding as sent on the wire (absent when served from the cache). */
  offered: string | undefined;
  status: number | undefined;
  contentEncoding: string | undefined;
  /** From the memory or disk cache, with no request to the server. */
  fromCache: boolean;
  /** Bytes off the network, headers included. */
  transferred: number;
  /** The body after decoding. */
  decoded: number;
  settled: boolean;
};

const header = (headers: Record<string, unknown>, name: string) => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
};

/**
 * Records every request of a page through CDP, from `clear()` on. Playwright's
 * own events say neither whether an answer came from the cache nor how many
 * bytes crossed the (throttled) network.
 */
export class NetworkLog {
  private exchanges = new Map<string, Exchange>();

  constructor(cdp: CDPSession) {
    const update = (requestId: string, change: (exchange: Exchange) => void) => {
      const exchange = this.exchanges.get(requestId);
      if (exchange) change(exchange);
    };
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      this.exchanges.set(requestId, {
        url: request.url,
        type: type ?? 'Other',
        offered: undefined,
        status: undefined,
        contentEncoding: undefined,
        fromCache: false,
        transferred: 0,
        decoded: 0,
        settled: false,
      });
    });
    cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) =>
      update(requestId, (e) => (e.offered = header(headers, 'accept-encoding'))),
    );
    cdp.on('Network.requestServedFromCache', ({ requestId }) =>
      update(requestId, (e) => (e.fromCache = true)),
    );
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      update(requestId, (e) => {
        e.status = response.status;
        e.contentEncoding = header(response.headers, 'content-encoding');
        if (response.fromDiskCache || response.fromPrefetchCache) e.fromCache = true;
      }),
    );
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) =>
      update(requestId, (e) => (e.decoded += dataLength)),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      update(requestId, (e) => {
        e.transferred = encodedDataLength;
        e.settled = true;
      }),
    );
    cdp.on('Network.loadingFailed', ({ requestId }) =>
      update(requestId, (e) => (e.settled = true)),
    );
  }

  clear() {
    this.exchanges.clear();
  }

  list(): Exchange[] {
    return [...this.exchanges.values()];
  }

  /** Whether every request but the live stream (which never ends) has finished. */
  quiet(): boolean {
    return this.list().every((exchange) => exchange.settled || exchange.type === 'EventSource');
  }
}

/** A fresh browser context as a throttled phone, with its page and network log. */
export async function openPhone(browser: Browser, baseURL: string, encoding: Encoding) {
  const context = await browser.newContext({ ...PHONE, baseURL, ...OFFERS[encoding] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const log = new NetworkLog(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: VENUE_WIFI.rttMs,
    downloadThroughput: (VENUE_WIFI.downloadKbps * 1000) / 8,
    uploadThroughput: (VENUE_WIFI.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, log };
}

/** What a visit waits for: an element, and, if given, until its text is no longer a placeholder. */
export type Shown = { selector: string; placeholder?: string };

export type Visit = { ms: number; exchanges: Exchange[] };

/**
 * Navigates and returns the milliseconds from navigation start until `shown`
 * holds in the page (polled every frame, timed by the page's own clock), with
 * every request of the visit once the network is quiet again (late chunks count
 * towards the bytes, not the time).
 */
export async function visit(
  page: Page,
  log: NetworkLog,
  path: string,
  shown: Shown,
): Promise<Visit> {
  log.clear();
  await page.goto(path, { waitUntil: 'commit' });
  const shownAt = await page.waitForFunction(
    ({ selector, placeholder }) => {
      const text = document.querySelector(selector)?.textContent;
      const ready = text !== undefined && text !== null && text !== placeholder;
      return ready ? performance.now() : false;
    },
    shown,
    { polling: 'raf', timeout: 120_000 },
  );
  const ms = (await shownAt.jsonValue()) as number;
  const deadline = Date.now() + 15_000;
  while (!log.quiet() && Date.now() < deadline) await page.waitForTimeout(250);
  return { ms, exchanges: log.list() };
}

/** Bytes off the network, by kind, for the docs. */
export function transferredBytes(exchanges: Exchange[]) {
  const sum = (keep: (e: Exchange) => boolean) =>
    exchanges.filter(keep).reduce((total, e) => total + e.transferred, 0);
  return {
    total: sum(() => true),
    document: sum((e) => e.type === 'Document'),
    js: sum((e) => e.type === 'Script'),
    css: sum((e) => e.type === 'Stylesheet'),
    api: sum((e) => new URL(e.url).pathname.startsWith('/api/')),
  };
}

/** The median, smallest and largest of some samples. */
export function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
