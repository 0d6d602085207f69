import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How often the database is asked whether it answers. */
const PROBE_EVERY_MS = 2_000;
/** A database that has not answered for this long is down, as far as the health check says. */
const DOWN_AFTER_MS = 15_000;

/**
 * Whether the database answers, asked in the background: the health check reads the last answer
 * instead of waiting for a connection behind the requests, so a busy server still says it is
 * alive at once, and a server whose database stopped answering says so within DOWN_AFTER_MS.
 */
@Injectable()
export class DatabaseProbe implements OnModuleInit, OnApplicationShutdown {
  private lastAnswer = Date.now();
  private timer?: NodeJS.Timeout;
  private asking = false;

  constructor(private readonly db: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.ask(), PROBE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  answers(now = Date.now()): boolean {
    return now - this.lastAnswer < DOWN_AFTER_MS;
  }

  private async ask(): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    try {
      await this.db.query('SELECT 1');
      this.lastAnswer = Date.now();
    } catch {
      // Not answering is what `answers` reports once DOWN_AFTER_MS has passed.
    } finally {
      this.asking = false;
    }
  }
}
