import { Controller, Get, Inject } from '@nestjs/common';
import { HEALTH_PATH, type HealthResponse } from '@czeus/contract';
import { DataSource } from 'typeorm';
import { Public } from '../auth/caller.js';
import { DATABASE_CONNECTION } from '../database/database.module.js';
import type { DatabaseConnection } from '../database/open-database.js';
import { SERVER_VERSION } from '../version.js';

@Controller()
@Public()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
  ) {}

  /** Ok only when the database answers a query, so a load balancer never routes to a half-up server. */
  @Get(HEALTH_PATH)
  async check(): Promise<HealthResponse> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', db: this.connection.kind, version: SERVER_VERSION };
  }
}
