// Builds the API (not yet listening) from a parsed config. main.ts and the tests both use it, so
// the tests run exactly the app that ships.
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppModule } from './app.module.js';
import { BODY_LIMIT_BYTES } from './common/api-error.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { acceptGatewayForms } from './common/gateway-callback-route.js';
import { addSecurityHeaders, refuseCrossSiteWrites } from './common/http-guards.js';
import { jsonBodyProblem } from './common/json-body-guard.js';
import { refusal } from './common/refusal.js';
import { openApiDocument } from './common/openapi-document.js';
import { keepPersonalAnswersPrivate } from './common/private-answers.js';
import { NestPinoLogger } from './common/nest-pino-logger.js';
import { echoRequestId, type LogDestination, requestLogOptions } from './common/request-log.js';
import { answerClientErrors, answerFrameworkErrors } from './common/router-errors.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { type AppConfig, DEFAULT_HTTP_TIMEOUTS } from './config/app-config.js';
import type { DatabaseConnection } from './database/database.js';
import { countAnswers, countUnroutedAnswers } from './metrics/http-metrics.js';
import { Metrics } from './metrics/metrics.js';
import { acceptPhotoBodies } from './photos/photo-body-parser.js';
import { PhotoUploadGate } from './photos/photo-upload-gate.js';
import { CAR_IMAGES_PREFIX } from './seed/demo-cars.js';

/** api/assets/car-images, from src/ or dist/ alike. */
const CAR_IMAGES_DIR = fileURLToPath(new URL('../assets/car-images', import.meta.url));

export interface CreateAppOptions {
  /**
   * Nest's own log lines (start-up, errors outside a request). Without it: the JSON log, at the
   * config's level. False silences them (the tests do).
   */
  logger?: NestApplicationOptions['logger'];
  /** Where the JSON log lines go instead of stdout (a test reading them). */
  logDestination?: LogDestination;
  /**
   * An open database to use instead of opening the config's; the app leaves it open for its
   * lender. The tests lend one PGlite to many apps, as they share one PostgreSQL database: a
   * PGlite takes seconds to create.
   */
  database?: DatabaseConnection;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  // A config made by hand (the tests) logs nothing unless it names a level.
  const logLevel = config.logLevel ?? 'silent';
  const timeouts = config.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  // This app's own registry. Answers are counted only where the metrics are served: an app without
  // them (most tests, a bench's baseline) pays nothing per request.
  const metrics = new Metrics();
  const countUnrouted = config.metrics ? countUnroutedAnswers(metrics) : undefined;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // An e-mail in a path (`/api/cars/:email`) may be up to 254 characters, more once
    // percent-encoded; Fastify's default of 100 would answer long ones 414.
    routerOptions: { maxParamLength: 800 },
    // A connection silent for this long mid-request (a body that never comes) is closed; one
    // that keeps sending (a slow photo upload) is not, up to the whole request's limit.
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.wholeRequestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.idleMs, requestTimeout: timeouts.wholeRequestMs },
    // The visitor's address (request.ip, used by the rate limits and the log) comes from
    // X-Forwarded-For only when a trusted proxy (nginx, the local server) sent the request.
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: answerFrameworkErrors(config.production, countUnrouted),
    clientErrorHandler: answerClientErrors(countUnrouted),
    ...requestLogOptions(logLevel, config.trustProxy, options.logDestination),
  });
  echoRequestId(adapter.getInstance());
  acceptOnlyJsonBodies(adapter.getInstance());
  acceptGatewayForms(adapter.getInstance());
  refuseCrossSiteWrites(adapter.getInstance());
  addSecurityHeaders(adapter.getInstance(), config.production);
  if (config.metrics) countAnswers(adapter.getInstance(), metrics);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, metrics, options.database),
    adapter,
    {
      // Fastify's own JSON parser (set up above), the payment gateway's forms on its callbacks
      // alone, and the photo upload's (below) are the only body parsers: no other forms, no text.
      bodyParser: false,
      // Throw on a failed start instead of exiting the process, so callers can report or retry.
      abortOnError: false,
      logger: options.logger ?? new NestPinoLogger(adapter.getInstance().log),
    },
  );
  // The one other body: a photo's bytes, on the upload route only, its caller checked before
  // the body is read (see photos/photo-body-parser.ts).
  const uploadGate = app.get(PhotoUploadGate);
  acceptPhotoBodies(adapter.getInstance(), (request) => uploadGate.admit(request));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // No enableShutdownHooks(): main.ts drains on SIGTERM itself, then exits 0 (Nest's hook would
  // end the process by re-raising the signal).

  // Before any route exists: the plugin hooks itself onto each route as it is added (the car
  // images included). JSON and SVG compress well; answers under 1 KiB (one car, an error) are
  // not worth it. Brotli at the plugin's quality 4, not zlib's default 11, which is far slower.
  // The API reads no compressed request bodies, so request decompression stays off.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  // After the cookie plugin, whose own hook writes the Set-Cookie header this one looks for.
  keepPersonalAnswersPrivate(adapter.getInstance());
  app.useStaticAssets({
    root: CAR_IMAGES_DIR,
    prefix: CAR_IMAGES_PREFIX,
    decorateReply: false,
    maxAge: '1d',
  });

  if (config.apiDocs) {
    SwaggerModule.setup('docs', app, () => openApiDocument(app), {
      useGlobalPrefix: true,
    });
  }

  await app.init();
  return app;
}

/** Fastify takes a hop count as well, though its types leave it out: the same, spelled out. */
function trustedProxies(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address, hop) => hop < setting;
}

/**
 * JSON is the only body the API reads (photo uploads aside, on their route alone). Fastify also
 * parses text/plain by default; dropping it makes every other content type a 415. An empty body
 * sent as JSON (as some clients do for `POST /api/logout`) counts as no body rather than as
 * broken JSON.
 */
function acceptOnlyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      const problem = jsonBodyProblem(text);
      if (problem) {
        done(
          Object.assign(new Error(problem), { statusCode: 400, ...refusal(problem) }),
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    },
  );
}
