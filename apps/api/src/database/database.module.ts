import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsEvent } from '../analytics/entities/analytics-event.entity.js';
import { Player } from '../players/entities/player.entity.js';
import { GemEntry } from '../rewards/entities/gem-entry.entity.js';
import type { DatabaseConnection } from './open-database.js';
import { MIGRATIONS } from './migrations/index.js';

/** Injection token of the open `DatabaseConnection` (its kind is reported by the health check). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export const ENTITIES = [AnalyticsEvent, Player, GemEntry];

@Global()
@Module({})
export class DatabaseModule {
  static forConnection(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...connection.options,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          // The schema only ever changes through migrations, on PGlite and PostgreSQL alike.
          synchronize: false,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          installExtensions: false,
          logging: ['error'],
        }),
      ],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
