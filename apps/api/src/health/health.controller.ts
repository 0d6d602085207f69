import {
  Controller,
  Get,
  HttpException,
  HttpStatus,
  Inject,
  ServiceUnavailableException,
} from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ThrottlerStorage } from '@nestjs/throttler';
import {
  type ErrorResponse,
  HEALTH_LIVE_PATH,
  HEALTH_PATH,
  HEALTH_READY_PATH,
  type HealthResponse,
  type ReadinessCheck,
  type ReadinessResponse,
} from '@czeus/contract';
import { Public } from '../auth/caller.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/open-database.js';
import { SharedRateStorage } from '../http/shared-rate-storage.js';
import { SERVER_VERSION } from '../version.js';
import { DatabaseProbe } from './database-probe.js';
import { ShutdownState } from './shutdown-state.js';

const unavailable = (details: string[]) => {
  const body: ErrorResponse = { statusCode: 503, message: 'error', details };
  return new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
};

/**
 * Answered without a connection of the pool (the database's state is the background probe's
 * last answer), so a busy server is not taken for a dead one, and outside the admission gate.
 */
@Controller()
@Public()
export class HealthController {
  constructor(
    private readonly probe: DatabaseProbe,
    private readonly shutdown: ShutdownState,
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @Inject(ThrottlerStorage) private readonly limits: ThrottlerStorage,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  /** Ok while the database answers: what `npm start`'s players and the e2e tests wait for. */
  @Get(HEALTH_PATH)
  check(): HealthResponse {
    if (!this.probe.answers()) throw unavailable(['db']);
    return { status: 'ok', db: this.connection.kind, version: SERVER_VERSION };
  }

  /** The process answers; nothing else is asked, so a busy database never gets it restarted. */
  @Get(HEALTH_LIVE_PATH)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Send players here: the database answers (the migrations ran before the server listened)
   * and the instance is not shutting down. Redis is reported, not required: every instance
   * shares the one Redis, so requiring it would take all of them out of the load balancer at
   * once, while without it each still counts its limits on its own.
   */
  @Get(HEALTH_READY_PATH)
  async ready(): Promise<ReadinessResponse> {
    const check =
      (key: ReadinessCheck, up: boolean, data: Record<string, unknown> = {}) =>
      () => {
        const session = this.indicator.check<string>(key);
        return up ? session.up(data) : session.down(data);
      };
    const checks = [check('database', this.probe.answers()), check('serving', !this.shutdown.isClosing)];
    if (this.limits instanceof SharedRateStorage)
      checks.push(check('limits', true, { shared: this.limits.isShared }));
    try {
      const result = await this.health.check(checks);
      return { status: 'ok', details: result.details as ReadinessResponse['details'] };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { error: failed } = error.getResponse() as { error?: Record<string, unknown> };
      throw unavailable(Object.keys(failed ?? {}));
    }
  }
}
