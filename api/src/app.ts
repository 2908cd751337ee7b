// buildApp: the whole api as a Fastify instance, ready for inject() or listen(). It registers
// plugins and modules only; the database and the process lifecycle belong to server.ts.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import type { Kysely } from 'kysely';
import { installAuthentication } from './auth/authenticate.js';
import { createTokenVerifier, type TokenVerifierOptions } from './auth/verify-token.js';
import type { LimitsConfig } from './config.js';
import type { Database } from './db/schema.js';
import { installErrorHandling } from './http/error-handler.js';
import { installEtags } from './http/etag.js';
import { installIdempotency } from './idempotency/install.js';
import { installJsonBodies } from './http/json-body.js';
import { installStrictBodyTypes } from './http/strict-body-types.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installPlainDecimalIntegers } from './http/params.js';
import { installTrimming, trimKeyword } from './http/trim.js';
import { customExercisesModule } from './modules/custom-exercises/routes.js';
import { dictionaryModule } from './modules/dictionary/routes.js';
import { exercisesModule } from './modules/exercises/routes.js';
import { exportModule } from './modules/export/routes.js';
import { finishModule } from './modules/finish/routes.js';
import { sessionRecordsModule } from './modules/finish/records-route.js';
import { feedModule } from './modules/feed/routes.js';
// This week's board of a group (issue 31).
import { boardModule } from './modules/board/routes.js';
import { goalsModule } from './modules/goals/routes.js';
import { groupsModule } from './modules/groups/routes.js';
import { healthModule } from './modules/health/routes.js';
import { importsModule } from './modules/imports/routes.js';
import { invitesModule } from './modules/invites/routes.js';
import { plannedSetsModule } from './modules/planned-sets/routes.js';
import { programsModule } from './modules/programs/routes.js';
import { routinesModule } from './modules/routines/routes.js';
import { progressModule } from './modules/progress/routes.js';
import { sessionsModule } from './modules/sessions/routes.js';
import { setsModule } from './modules/sets/routes.js';
import { sharedRoutinesModule } from './modules/shared-routines/routes.js';
// The session page in one request (issue 33).
import { sessionPageModule } from './modules/session-page/routes.js';
import { usersModule } from './modules/users/routes.js';
import { installRateLimits } from './plugins/rate-limit.js';
import { installRequestDeadline } from './plugins/request-deadline.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/**
 * The api's domain modules, each mounted under /api behind authentication. Adding a module is
 * one line here: its routes.ts exports a plugin that uses app.db and request.user.
 */
const modules: FastifyPluginAsync[] = [
  usersModule,
  sessionsModule,
  exercisesModule,
  setsModule,
  plannedSetsModule,
  finishModule,
  sessionRecordsModule,
  routinesModule,
  programsModule,
  dictionaryModule,
  customExercisesModule,
  progressModule,
  goalsModule,
  groupsModule,
  feedModule,
  boardModule,
  invitesModule,
  exportModule,
  importsModule,
  // Shared routines (issue 31).
  sharedRoutinesModule,
  // The session page in one request (issue 33).
  sessionPageModule,
];

export interface AppOptions {
  db: Kysely<Database>;
  /** Token checks: issuer and audience, and either the provider's jwksUrl or a keySet (tests). */
  auth: TokenVerifierOptions;
  /** Fastify's logger option: false in tests, { level } in the server. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Body limit, rate limits and the request deadline (config.ts, LimitsConfig). Unset parts take
   * DEFAULT_LIMITS: no rate limits (tests and benches send thousands of requests as one user);
   * the server always passes the configured ones.
   */
  limits?: Partial<Pick<LimitsConfig, 'bodyLimitBytes' | 'perUserPerMinute' | 'perAddressPerMinute' | 'requestTimeoutMs' | 'socketIdleTimeoutMs'>>;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed (default: nobody's; the stack passes loopback, its shell's proxy). */
  trustProxy?: string | false;
  /** Told of every route as it is added (the route × identity matrix test reads the route table so). */
  onRoute?: onRouteHookHandler;
}

export const DEFAULT_LIMITS = { bodyLimitBytes: 1_048_576, perUserPerMinute: 0, perAddressPerMinute: 0, requestTimeoutMs: 15_000, socketIdleTimeoutMs: 30_000 };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyLimitBytes,
    // Receiving a request (slow uploads, idle half-sent requests) is bounded too.
    requestTimeout: limits.requestTimeoutMs,
    // A socket silent for this long is closed: a download its client stopped reading (an export),
    // a kept-alive or half-sent connection nobody uses. Nothing the api answers waits that long.
    connectionTimeout: limits.socketIdleTimeoutMs,
    trustProxy: options.trustProxy ?? false,
    ajv: { plugins: [trimKeyword] },
    // Ids in URLs are integers; keep /api/sessions/ and /api/sessions the same route. Add Member
    // takes an email address in the path (up to 254 characters, percent-encoded).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 800 },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('db', options.db);
  installErrorHandling(app);
  installSecurityHeaders(app);
  installJsonBodies(app);
  installTrimming(app);
  installStrictBodyTypes(app);
  installPlainDecimalIntegers(app);
  installRequestDeadline(app, { timeoutMs: limits.requestTimeoutMs });
  await installRateLimits(app, limits);

  // Registered before any route: it collects route schemas as they are added.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Liftbook API', version: '0.1.0', description: 'The workout log api. Every call except health needs a bearer access token.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
  });

  // Public: no token.
  await app.register(healthModule, { prefix: '/api' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const verify = createTokenVerifier(options.auth);
  await app.register(
    async (api) => {
      installAuthentication(api, { db: options.db, verify });
      installEtags(api);
      installIdempotency(api);
      for (const module of modules) await api.register(module);
    },
    { prefix: '/api' },
  );
  return app;
}
