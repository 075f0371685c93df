// buildApp(deps) → a ready Fastify instance. Everything the app talks to comes in through deps, so tests
// build the same app on PGlite or PostgreSQL with temporary folders.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { shopConfig } from '../shared/config.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { registerApiCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/sessions.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { recordRoutes } from './plugins/route-list.ts';
import { adminGuard } from './plugins/auth-guards.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { adminAuthRoutes } from './modules/admin-auth/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { adminCustomerRoutes } from './modules/customers/admin-routes.ts';
import { adminContactRoutes } from './modules/contact/admin-routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-routes.ts';
import { createCatalogCache } from './modules/catalog/catalog-cache.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { adminProductRoutes } from './modules/admin-products/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { adminStatsRoutes } from './modules/admin-stats/routes.ts';
import { customBeerRoutes } from './modules/custom-beer/routes.ts';
import { adminCustomBeerRoutes } from './modules/custom-beer/admin-routes.ts';
import { startMailer, type MailDeps } from './mail/start-mailer.ts';
import { createNotifications, mailContextFromEnv } from './mail/notifications.ts';
import { unsubscribeRoutes } from './modules/mail/unsubscribe-routes.ts';
import { adminMailRoutes } from './modules/mail/admin-routes.ts';

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
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: { level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    trustProxy: production,
    routerOptions: { ignoreTrailingSlash: true },
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerApiCompression(app);
  await registerSecurity(app, { production, publicUrl: env.PUBLIC_URL });
  await registerSessions(app, { db: database.db, production });

  const db = database.db;
  healthRoutes(app, () => database.ping());
  startMailer(app, { env, db, mail: deps.mail });
  // Queues the emails an order, message, request or subscription causes, in that change's transaction.
  const notifications = createNotifications(mailContextFromEnv(env, deps.secret));
  await app.register(unsubscribeRoutes, { db, secret: deps.secret });
  await app.register(analyticsRoutes, { db });
  await app.register(adminAuthRoutes, { db });
  await app.register(orderRoutes, { db, notifications });
  await app.register(customerRoutes, { db });
  // One catalogue cache per process: public routes read it, admin product routes invalidate it.
  const catalogCache = createCatalogCache(db);
  app.decorate('catalogCache', catalogCache);
  await app.register(catalogRoutes, { catalogCache });
  await app.register(contactRoutes, { db, notifications });
  await app.register(newsletterRoutes, { db, notifications });
  await app.register(customBeerRoutes, { db, notifications });

  // Every /api/admin route sits behind this guard, so a new route cannot forget it.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard(db));
      await admin.register(adminProductRoutes, { db, catalogCache });
      await admin.register(uploadRoutes, { db, storage: deps.storage, secret: deps.secret });
      await admin.register(adminStatsRoutes, { db });
      await admin.register(adminOrderRoutes, { db, notifications });
      await admin.register(adminCustomBeerRoutes, { db });
      await admin.register(adminCustomerRoutes, { db });
      await admin.register(adminContactRoutes, { db });
      await admin.register(adminNewsletterRoutes, { db });
      await admin.register(adminMailRoutes, { db });
    },
    { prefix: '/api/admin' },
  );

  await registerWebApp(app, {
    distDir: deps.distDir,
    storage: deps.storage,
    publicConfig: { accessCode: env.ACCESS_CODE ?? shopConfig.defaultAccessCode },
    catalogCache,
    publicUrl: env.PUBLIC_URL,
  });
  return app;
}
