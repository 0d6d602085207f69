import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DatabaseProbe } from './database-probe.js';
import { HealthController } from './health.controller.js';
import { ShutdownState } from './shutdown-state.js';

@Global()
@Module({
  // A failing readiness check is an answer, not an error worth a log line per probe.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [DatabaseProbe, ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
