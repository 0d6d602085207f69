import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ServerConfig } from './config.js';

/** Injection token of the `ServerConfig` read at boot. */
export const SERVER_CONFIG = Symbol('SERVER_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forConfig(config: ServerConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: SERVER_CONFIG, useValue: config }],
      exports: [SERVER_CONFIG],
    };
  }
}
