import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
        TypeOrmModule.forRoot({
          ...connection.options,
          // No entities: SQL through rows() over the migrations' tables
          // (docs/decisions/0005-sql-without-entities.md).
          entities: [],
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
