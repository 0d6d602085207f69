import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrate } from './migrate.js';
import type { DatabaseConnection } from './open-database.js';
import { MIGRATIONS } from './migrations/index.js';

/** Injection token of the open `DatabaseConnection` (its kind is reported by the health check). */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

@Global()
@Module({})
export class DatabaseModule {
  static forConnection(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...connection.options,
            // No entities: SQL through rows() over the migrations' tables
            // (docs/decisions/0005-sql-without-entities.md).
            entities: [],
            migrations: MIGRATIONS,
            // The schema only ever changes through migrations, on PGlite and PostgreSQL alike,
            // run by `migrate` below (under a lock several instances share) before any request.
            synchronize: false,
            migrationsRun: false,
            installExtensions: false,
            logging: ['error'],
          }),
          dataSourceFactory: async (options) => {
            const db = await new DataSource(options as DataSourceOptions).initialize();
            await migrate(db, connection.kind);
            return db;
          },
        }),
      ],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
