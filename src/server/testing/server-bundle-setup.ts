/**
 * The server project's global setup: builds the server bundle `npm start`
 * runs (decision 031) once per test run, before any test, so tests that start
 * the real process (`startServerProcess`) run the current sources' bundle and
 * no test's time limit pays for the build.
 */
import { checkoutRootOf } from '../checkout-root';
import { buildServerOnce } from '../web-builds/server-bundle';

export default async function buildServerBundle(): Promise<void> {
  await buildServerOnce({ checkout: checkoutRootOf(import.meta.url), say: () => undefined });
}
