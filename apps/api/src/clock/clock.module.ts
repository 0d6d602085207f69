import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AdjustableClock, CLOCK, systemClock } from './clock.js';

/** The server's clock, for every module: the system's, or with CZEUS_DEBUG=1 one tests can move on. */
@Global()
@Module({})
export class ClockModule {
  static create(debug: boolean): DynamicModule {
    return {
      module: ClockModule,
      providers: [{ provide: CLOCK, useValue: debug ? new AdjustableClock() : systemClock }],
      exports: [CLOCK],
    };
  }
}
