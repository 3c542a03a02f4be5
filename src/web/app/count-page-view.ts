/** What a browser says about its person's wish not to be tracked. */
export type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/**
 * Do-Not-Track or Global Privacy Control: the person asked not to be counted.
 * The server honours the same signals from the request headers; asking here
 * too spares the request.
 */
export const asksNotToBeTracked = (signals: PrivacySignals): boolean =>
  signals.doNotTrack === '1' || signals.globalPrivacyControl === true;

/**
 * Counts one view of a route pattern (`/results/:event`) on the site's own
 * server (docs/analytics.md): only the pattern leaves the browser, never the
 * address, and nothing is sent when the person asked not to be tracked. A
 * beacon, so leaving the page does not cancel it; a lost count is harmless.
 */
export function countPageView(route: string): void {
  if (asksNotToBeTracked(navigator as PrivacySignals)) return;
  // The contract's module brings zod, which no page loads before its first screen (decision 025).
  import('../../shared/contract/analytics')
    .then(({ analyticsEndpoints }) => {
      const body = new Blob([JSON.stringify({ route })], { type: 'application/json' });
      navigator.sendBeacon(analyticsEndpoints.countPageView.path, body);
    })
    .catch(() => undefined);
}
