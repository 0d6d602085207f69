import { Controller, Get, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { type ErrorResponse, HEALTH_PATH, type HealthResponse } from '@czeus/contract';
import { Public } from '../auth/caller.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/open-database.js';
import { SERVER_VERSION } from '../version.js';
import { DatabaseProbe } from './database-probe.js';

@Controller()
@Public()
export class HealthController {
  constructor(
    private readonly probe: DatabaseProbe,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  /**
   * Ok while the database answers the background probe, so a load balancer never routes to a
   * half-up server; answered without a connection of the pool, so a busy server is not taken
   * for a dead one.
   */
  @Get(HEALTH_PATH)
  check(): HealthResponse {
    if (!this.probe.answers()) {
      const body: ErrorResponse = { statusCode: 503, message: 'error', details: ['db'] };
      throw new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { status: 'ok', db: this.connection.kind, version: SERVER_VERSION };
  }
}
