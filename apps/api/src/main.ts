import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from '@fastify/helmet';
import { API_PREFIX, HEALTH_PATH } from '@czeus/contract';
import { AppModule } from './app.module.js';
import { readConfig } from './config.js';
import { DataDirInUseError } from './database/data-dir-lock.js';
import { openDatabase } from './database/open-database.js';
import { ShutdownState } from './health/shutdown-state.js';
import { admitWithin, EMBEDDED_ADMISSION, SERVER_ADMISSION } from './http/admission.js';
import { compressResponses } from './http/compression.js';
import { ErrorResponseFilter } from './http/error-response.filter.js';
import { serveOpenApi } from './http/openapi.js';
import { securityHeaders } from './http/security-headers.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { refuseIllFormedInput } from './http/well-formed-input.js';
import { keepSessionInCookie } from './session/session-cookie.js';
import { serveWebApp } from './web/web-app.js';

/** Score posts carry an event log of a few kB; nothing a client sends needs more. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** On shutdown, requests still running after this long are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

/** The web app's files and the health check never wait behind the API's requests. */
const outsideGate = (url: string) =>
  !url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}${HEALTH_PATH}`);

async function bootstrap(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig();
  const logger = new Logger('cZeus');
  const connection = await openDatabase(config.databaseUrl, config.dataDir);

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.create(config, connection),
    new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy }),
    { logger: ['error', 'warn'] },
  );
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, securityHeaders(config.webRoot, https, config.frameAncestors));
  await compressResponses(app);
  app.setGlobalPrefix(API_PREFIX.slice(1));
  app.useGlobalPipes(createValidationPipe());
  serveOpenApi(app);
  const fastify = app.getHttpAdapter().getInstance();
  admitWithin(fastify, connection.kind === 'pglite' ? EMBEDDED_ADMISSION : SERVER_ADMISSION, outsideGate);
  refuseIllFormedInput(fastify);
  keepSessionInCookie(fastify, API_PREFIX, https);
  const pageFallback = await serveWebApp(fastify, config.webRoot);
  app.useGlobalFilters(new ErrorResponseFilter(pageFallback));

  await app.listen(config.port, config.host);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shown}:${(app.getHttpServer().address() as { port: number }).port}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`cZeus is ready at ${url} (database: ${connection.kind}, started in ${seconds} s)`);

  // In-flight requests finish and the database closes before the process ends, so a
  // Ctrl-C never leaves PGlite's files half written. A second signal forces the exit.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`${signal}: finishing requests and closing the database`);
    void (async () => {
      // Readiness fails at once; a SIGTERM (an orchestrator's) then keeps serving for the
      // drain, so the load balancer has seen it before this instance refuses connections.
      app.get(ShutdownState).begin();
      if (signal === 'SIGTERM' && config.drainSeconds > 0)
        await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
      // Fastify closes the connections idle at the moment of close; a keep-alive connection
      // whose request was still running becomes idle later and would hold the server open
      // for the whole keep-alive timeout, so keep sweeping until the server is closed.
      const http = app.getHttpServer() as Server;
      const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS);
      try {
        await app.close();
        clearInterval(sweep);
        clearTimeout(deadline);
        await connection.close();
        process.exit(0);
      } catch (error) {
        logger.error(error);
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void bootstrap().catch((error: unknown) => {
  // A refused start says who holds the directory in one line; a stack would only bury it.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
