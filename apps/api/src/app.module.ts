import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { DatabaseConnection } from './database/open-database.js';
import { HealthModule } from './health/health.module.js';

@Module({})
export class AppModule {
  static forConnection(connection: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [DatabaseModule.forConnection(connection), HealthModule, AnalyticsModule],
    };
  }
}
