import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { allEndpoints } from '../shared/contract';
import type { AppContext } from './context';
import { errors } from './errors';
import { installAccessControl } from './http/access';
import { allowedHostNames, installHostCheck } from './http/allowed-hosts';
import { installCompression } from './http/compression';
import { installInputTextCheck } from './http/input-text';
import { installJsonBodyParser } from './http/json-body';
import { installOpenCors } from './http/open-cors';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/error-handler';
import { installSameOriginCheck } from './http/same-origin';
import { installApiNoStore, installSecurityHeaders } from './http/security-headers';
import { trustHops } from './http/trust-proxy';
import { registerWebApp } from './http/web-app';
import { registerAdminRoutes } from './routes/admin';
import { registerCompetitionTransferRoutes } from './routes/competition-transfer';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerCompetitionRoutes } from './routes/competitions';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDeckCaptainRoutes } from './routes/deck-captain';
import { registerEventRoutes } from './routes/events';
import { registerScheduleRoutes } from './routes/schedule';
import { registerHealthRoutes } from './routes/health';
import { registerInvoiceRoutes } from './routes/invoices';
import { registerChairmanRoutes } from './routes/chairman';
import { registerClientErrorRoutes } from './routes/client-errors';
import { registerJudgeRoutes } from './routes/judging-judge';
import { registerJumbotronRoutes } from './routes/jumbotron';
import { registerScrutineerRoutes } from './routes/judging-scrutineer';
import { registerLiveRoutes } from './routes/live';
import { registerLiveRoundRoutes } from './routes/live-rounds';
import { registerMcRoutes } from './routes/mc';
import { registerOfficialsRoutes } from './routes/officials';
import { registerPrintingRoutes } from './routes/printing';
import { registerReferenceRoutes } from './routes/reference';
import { registerRegistrationRoutes } from './routes/registration';
import { registerResultsRoutes } from './routes/results';

/**
 * Builds the HTTP app: API, live stream and (when built) the web app with
 * history fallback. `baseURL` is where people reach it (for sign-in callbacks).
 */
export async function buildApp(ctx: AppContext, baseURL: string): Promise<FastifyInstance> {
  // Typed as Fastify's base logger so route modules take the plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    loggerInstance,
    trustProxy: trustHops(ctx.config.trustProxy),
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
    clientErrorHandler: answerClientError,
  });

  installErrorHandler(app);
  app.decorate('publicReadCache', ctx.readCache);

  // Before anything else: a request to a foreign host name is not ours to answer.
  installHostCheck(app, allowedHostNames(baseURL, ctx.config.allowedHosts));
  await installSecurityHeaders(app, ctx.config.analyticsScript?.origin);
  installApiNoStore(app);
  // Before access control: a preflight carries no credentials and is answered here.
  await installOpenCors(app, allEndpoints);
  installJsonBodyParser(app);
  installInputTextCheck(app);
  // Limits apply only where a route asks for one (sign-in has its own, in better-auth).
  await app.register(rateLimit, {
    global: false,
    // Thrown to the error handler, which answers 429 with this code and message.
    errorResponseBuilder: (_request, context) => errors.rateLimited(context.after),
  });
  installAccessControl(app, ctx);
  installSameOriginCheck(app, new URL(baseURL).origin);
  // Before the routes: it attaches itself to each route as the route is declared.
  await installCompression(app);

  registerHealthRoutes(app, ctx);
  registerClientErrorRoutes(app);
  registerAnalyticsRoutes(app, ctx);
  registerCompetitionRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerAuthRoutes(app, ctx, baseURL);
  registerAdminRoutes(app, ctx);
  registerCompetitionTransferRoutes(app, ctx);
  registerOfficialsRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
  registerScrutineerRoutes(app, ctx);
  registerChairmanRoutes(app, ctx);
  registerDeckCaptainRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx, baseURL);
  registerReferenceRoutes(app);
  registerJudgeRoutes(app, ctx);
  registerMcRoutes(app, ctx);
  registerResultsRoutes(app, ctx);
  registerJumbotronRoutes(app, ctx);
  registerLiveRoundRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerPrintingRoutes(app, ctx);

  const webDir = ctx.config.webDir;
  await registerWebApp(
    app,
    webDir ? [webDir, ...ctx.config.previousWebDirs] : [],
    ctx.config.analyticsScript,
  );

  return app;
}
