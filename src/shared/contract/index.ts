import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { chairmanEndpoints } from './chairman';
import { clientErrorEndpoints } from './client-errors';
import { competitionEndpoints } from './competitions';
import { competitionTransferEndpoints } from './competition-transfer';
import { dashboardEndpoints } from './dashboard';
import { deckCaptainEndpoints } from './deck-captain';
import type { EndpointDeclaration } from './define-endpoint';
import { eventEndpoints } from './events';
import { healthEndpoints } from './health';
import { invoiceEndpoints } from './invoices';
import { judgingEndpoints } from './judging';
import { jumbotronEndpoints } from './jumbotron';
import { liveEndpoints } from './live';
import { liveRoundEndpoints } from './live-rounds';
import { mcEndpoints } from './mc';
import { officialEndpoints } from './officials';
import { printingEndpoints } from './printing';
import { referenceEndpoints } from './reference';
import { registrationEndpoints } from './registration';
import { resultsEndpoints } from './results';
import { scheduleEndpoints } from './schedule';

/**
 * Every endpoint we own, by area. The server registers each, the OpenAPI
 * document lists each, and a test checks the two agree (better-auth's
 * catch-all is listed apart, in `betterAuth`).
 */
export const api = {
  ...healthEndpoints,
  ...clientErrorEndpoints,
  ...competitionEndpoints,
  ...liveEndpoints,
  ...authEndpoints,
  ...adminEndpoints,
  ...competitionTransferEndpoints,
  ...analyticsEndpoints,
  ...officialEndpoints,
  ...dashboardEndpoints,
  ...eventEndpoints,
  ...scheduleEndpoints,
  ...registrationEndpoints,
  ...referenceEndpoints,
  ...judgingEndpoints,
  ...mcEndpoints,
  ...chairmanEndpoints,
  ...deckCaptainEndpoints,
  ...resultsEndpoints,
  ...jumbotronEndpoints,
  ...liveRoundEndpoints,
  ...printingEndpoints,
  ...invoiceEndpoints,
};

export const allEndpoints: readonly EndpointDeclaration[] = Object.values(api);
