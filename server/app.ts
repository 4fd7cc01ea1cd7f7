import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isProduction, type ServerConfig } from './config.ts';
import './fastify-types.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { backPressurePlugin } from './plugins/back-pressure.ts';
import { authCachePlugin } from './plugins/auth-cache.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin } from './plugins/config.ts';
import { corsPlugin } from './plugins/cors.ts';
import { databasePlugin } from './plugins/database.ts';
import { envelopePlugin, frameworkErrors } from './plugins/envelope.ts';
import { etagPlugin } from './plugins/etag.ts';
import { filesPlugin } from './plugins/files.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { permissionsPlugin } from './plugins/permissions.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { staticPlugin } from './plugins/static.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { modulesPlugin } from './modules/index.ts';
import { SHARED_SCHEMAS } from './schemas.ts';
import { readableLog } from './log-format.ts';
import { sharedSerializers } from './serialization.ts';
import { validatorCompiler } from './validation.ts';

/**
 * The reference API as a fastify instance, from plugins with one job each. Bodies are validated strictly
 * (no type coercion, unknown fields refused); query strings and path parameters are converted strictly.
 * The instance is ready when returned; `app.close()` also closes the database.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON entries in production, readable lines in development (server/log-format.ts).
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info', ...(isProduction(config) ? {} : { stream: readableLog() }) } : false,
    // Requests are not logged one by one; errors, SMS codes (development) and start-up are.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Opening PGlite, migrating and seeding take as long as they take on a slow machine (minutes on a first start): no
    // plugin timeout; the database plugin says what it is doing.
    pluginTimeout: 0,
    schemaController: sharedSerializers,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  try {
    await app.register(configPlugin, { config });
    await app.register(routeTablePlugin);
    await app.register(backPressurePlugin);
    await app.register(envelopePlugin);
    await app.register(corsPlugin);
    await app.register(securityHeadersPlugin);
    // Before compression: the ETag is taken of the JSON text, which compression then turns into a stream.
    await app.register(etagPlugin);
    await app.register(compressionPlugin);
    await app.register(databasePlugin);
    await app.register(filesPlugin);
    await app.register(authCachePlugin);
    await app.register(authPlugin);
    await app.register(tenancyPlugin);
    await app.register(permissionsPlugin);
    await app.register(rateLimitsPlugin);
    await app.register(openapiPlugin);
    await app.register(auditPlugin);
    for (const schema of SHARED_SCHEMAS) app.addSchema(structuredClone(schema) as unknown as Record<string, unknown>);
    await app.register(modulesPlugin);
    await app.register(staticPlugin);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app as unknown as FastifyInstance;
}
