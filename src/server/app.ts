// buildApp(deps) → a ready Fastify instance. Everything the app talks to comes in through deps, so tests
// build the same app on PGlite or PostgreSQL with temporary folders.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { shopConfig } from '../shared/config.ts';
import type { Database } from './db/client.ts';
import { connectionsPerClient, type Env } from './env.ts';
import { startWebDevServer } from './plugins/web-dev-server.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { registerApiCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { pageScriptHashes } from './storefront/inline-scripts.ts';
import { routableUrl } from './routable-url.ts';
import { registerSessions } from './plugins/sessions.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { recordRoutes } from './plugins/route-list.ts';
import { adminGuard } from './plugins/auth-guards.ts';
import { documentStaffOnly, registerApiDocs } from './api-docs/register.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { adminAuthRoutes } from './modules/staff/admin-routes.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { shareConnections } from './limits/connection-share.ts';
import { trustedProxies } from './limits/trusted-proxies.ts';
import { registerJsonBodies } from './plugins/json-body.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { emailVerificationRoutes } from './modules/email-verification/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-routes.ts';
import { adminExportRoutes } from './modules/exports/admin-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { adminCustomerRoutes } from './modules/customers/admin-routes.ts';
import { adminContactRoutes } from './modules/contact/admin-routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-routes.ts';
import { createCatalogCache, dropCatalogueAfterWrites } from './modules/catalog/catalog-cache.ts';
import { createCacheBus } from './cache-bus.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { adminProductRoutes } from './modules/catalog/admin-routes.ts';
import { uploadRoutes } from './modules/uploads/admin-routes.ts';
import { adminStatsRoutes } from './modules/dashboard/admin-routes.ts';
import { customBeerRoutes } from './modules/custom-beer/routes.ts';
import { adminCustomBeerRoutes } from './modules/custom-beer/admin-routes.ts';
import { startMailer, type MailDeps } from './mail/start-mailer.ts';
import { createNotifications, mailContextFromEnv } from './mail/notifications.ts';
import { unsubscribeRoutes } from './mail/unsubscribe-routes.ts';
import { adminMailRoutes } from './mail/admin-routes.ts';
import { createRateLimiter } from './limits/rate-limiter.ts';
import { loggerOptions, type LogDestination } from './logging.ts';
import { AccessLog, accessLogSettings } from './access-log.ts';
import { requestLoggerFactory } from './request-logger.ts';
import { businessProfileRoutes } from './modules/business-profile/routes.ts';
import { adminSettingsRoutes } from './modules/business-profile/admin-routes.ts';
import { createProfileCache } from './modules/business-profile/profile-cache.ts';
import { scheduleRetention } from './modules/retention/retention.ts';
import { scheduleLowStockMail } from './modules/stock/low-stock.ts';
import { backInStockRoutes } from './modules/back-in-stock/routes.ts';
import { scheduleBackInStock } from './modules/back-in-stock/schedule.ts';
import { adminCustomerDataRoutes, customerDataRoutes } from './modules/data-rights/routes.ts';
import { adminActivityRoutes } from './modules/audit/admin-routes.ts';
import { adminTeamRoutes } from './modules/team/admin-routes.ts';
import { adminSessionRoutes } from './modules/sessions/admin-routes.ts';
import { customerSessionRoutes } from './modules/sessions/routes.ts';
import { adminTwoFactorRoutes } from './modules/staff/two-factor-admin-routes.ts';
import { createSecretBox } from './auth/secret-box.ts';
import { invitationRoutes } from './modules/team/routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  storage: ObjectStorage;
  /** Folder holding the built web app (web/) and custom-beer element (element/). */
  distDir: string;
  /** Signs upload URLs and unsubscribe links. */
  secret: string;
  /** Mail transport and sender timing; by default SMTP_URL or .eml files in DATA_DIR/outbox. */
  mail?: MailDeps;
  /** Where log lines go (standard output unless given). */
  logDestination?: LogDestination;
  /** Multiplies every rate limit (1 unless given; tests of unrelated features raise it). */
  rateLimitScale?: number;
}

/**
 * Slow and stuck clients are cut: headers, then the whole request, must arrive in time, or the
 * connection is answered 408 and closed before any route runs; a silent connection is closed. Node
 * looks for late requests every second (its default, 30 s, would let a slow client stay far longer).
 */
function connectionLimits(env: Env) {
  return {
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      requestTimeout: env.BODY_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(env.HEADERS_TIMEOUT_MS / 2)),
    },
    requestTimeout: env.BODY_TIMEOUT_MS,
    connectionTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const production = env.NODE_ENV === 'production';
  const trustsProxy = trustedProxies(env.TRUST_PROXY);
  const app = Fastify({
    logger: loggerOptions(env, deps.logDestination),
    // One line per request, from the access log, instead of Fastify's two.
    logController: new AccessLog(accessLogSettings(env)),
    childLoggerFactory: requestLoggerFactory,
    ...connectionLimits(env),
    bodyLimit: 256 * 1024,
    // Forwarded headers count only from the proxies TRUST_PROXY names; otherwise the peer is the client.
    trustProxy: trustsProxy,
    routerOptions: {
      ignoreTrailingSlash: true,
      // A parameter as long as Node lets an address be reaches its route, which answers an unknown id as it
      // answers any other (the not-found page, a JSON 404), instead of Fastify's bare 414 past 100 characters.
      maxParamLength: http.maxHeaderSize,
    },
    rewriteUrl: (request) => routableUrl(request.url ?? '/'),
  });
  app.server.maxConnections = env.MAX_CONNECTIONS;
  shareConnections(app, { perClient: connectionsPerClient(env), trustsProxy });
  registerJsonBodies(app);
  registerNoStore(app);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerApiCompression(app);
  const development = env.WEB_DEV_SERVER === 'on' ? await startWebDevServer(app) : undefined;
  await registerSecurity(app, {
    production,
    publicUrl: env.PUBLIC_URL,
    scriptHashes: development?.scriptHashes ?? pageScriptHashes(deps.distDir),
  });
  await registerSessions(app, { db: database.db, production });
  // Before any route, so the document sees every one of them.
  await registerApiDocs(app);

  const db = database.db;
  healthRoutes(app, () => database.ping());
  startMailer(app, { env, db, mail: deps.mail });
  scheduleRetention(app, db, {
    inquiryDays: env.RETENTION_DAYS,
    auditDays: env.AUDIT_RETENTION_DAYS,
    mailDays: env.MAIL_RETENTION_DAYS,
  });
  // Queues the emails an order, message, request or subscription causes, in that change's transaction.
  const limiter = createRateLimiter(db, deps.rateLimitScale ?? env.RATE_LIMIT_SCALE);
  // The business profile is kept like the catalogue: a staff save drops it on every process.
  const cacheBus = createCacheBus({ database, log: app.log });
  const profiles = createProfileCache(db);
  app.decorate('businessProfile', profiles);
  cacheBus.subscribe('profile', () => profiles.invalidate());
  const profileChanges = { invalidate: () => void cacheBus.publish('profile') };
  const notifications = createNotifications(
    mailContextFromEnv(env, deps.secret),
    limiter,
    async (tx) => (await profiles.read(tx)).profile,
  );
  scheduleLowStockMail(app, db, notifications, env.LOW_STOCK_CHECK_MS);
  await app.register(unsubscribeRoutes, { db, secret: deps.secret, limiter });
  await app.register(analyticsRoutes, { db, limiter });
  // Staff members' authenticator secrets are sealed with this key (docs/rules/accounts.md).
  const secretBox = createSecretBox(env.TWO_FACTOR_KEY ?? deps.secret);
  await app.register(adminAuthRoutes, {
    db,
    limiter,
    notifications,
    publicUrl: env.PUBLIC_URL,
    secretBox,
  });
  await app.register(customerRoutes, { db, limiter, notifications });
  await app.register(passwordResetRoutes, { db, notifications, limiter });
  await app.register(emailVerificationRoutes, { db, notifications, limiter });
  await app.register(invitationRoutes, { db, limiter });
  await app.register(customerSessionRoutes, { db });
  // One catalogue cache per process: public routes read it; an admin product change drops it here and,
  // through the cache bus, on every other process (docs/decisions/011-scale-out.md).
  const catalogCache = createCatalogCache(db);
  app.decorate('catalogCache', catalogCache);
  cacheBus.subscribe('catalog', () => catalogCache.invalidate());
  app.addHook('onReady', () => cacheBus.start());
  app.addHook('onClose', () => cacheBus.close());
  const catalogChanges = { invalidate: () => void cacheBus.publish('catalog') };
  await app.register(catalogRoutes, { catalogCache });
  // Orders move stock, which the catalogue shows.
  await app.register(orderRoutes, { db, notifications, limiter, catalogue: catalogChanges });
  await app.register(contactRoutes, { db, notifications, limiter });
  await app.register(newsletterRoutes, { db, notifications, limiter });
  await app.register(backInStockRoutes, { db, notifications, limiter, secret: deps.secret });
  scheduleBackInStock(app, db, notifications, env.BACK_IN_STOCK_CHECK_MS);
  await app.register(customBeerRoutes, { db, notifications, limiter });
  await app.register(businessProfileRoutes, { profiles });
  await app.register(customerDataRoutes, { db });

  // Every /api/admin route sits behind this guard, so a new route cannot forget it.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard(db));
      admin.addHook('onRoute', documentStaffOnly);
      await admin.register(adminProductRoutes, { db, catalogCache: catalogChanges, storage: deps.storage });
      await admin.register(uploadRoutes, { db, storage: deps.storage, secret: deps.secret });
      await admin.register(adminStatsRoutes, { db });
      await admin.register(async (orders) => {
        dropCatalogueAfterWrites(orders, catalogChanges);
        await orders.register(adminOrderRoutes, { db, notifications });
      });
      await admin.register(adminExportRoutes, { db, maxDays: env.EXPORT_MAX_DAYS });
      await admin.register(adminCustomBeerRoutes, { db });
      await admin.register(adminCustomerRoutes, { db });
      await admin.register(adminContactRoutes, { db });
      await admin.register(adminNewsletterRoutes, { db });
      await admin.register(adminMailRoutes, { db });
      await admin.register(adminSettingsRoutes, { db, profiles: profileChanges });
      await admin.register(adminCustomerDataRoutes, { db });
      await admin.register(adminActivityRoutes, { db });
      await admin.register(adminTeamRoutes, { db, notifications });
      await admin.register(adminTwoFactorRoutes, { db, secretBox });
      await admin.register(adminSessionRoutes, { db });
    },
    { prefix: '/api/admin' },
  );

  await registerWebApp(app, {
    development,
    distDir: deps.distDir,
    storage: deps.storage,
    publicConfig: { accessCode: env.ACCESS_CODE ?? shopConfig.defaultAccessCode },
    catalogCache,
    publicUrl: env.PUBLIC_URL,
    profiles,
  });
  return app;
}
