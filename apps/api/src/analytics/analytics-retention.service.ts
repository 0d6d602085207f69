import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { rows } from '../database/rows.js';

/** How often a running server rolls up: a day turns old once a day, so hourly is never late by much. */
const ROLL_UP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The transaction-level advisory lock a roll-up holds on PostgreSQL, so that of several servers
 * on one database one rolls a day while the others skip it; any fixed number no other code
 * locks ("cZ" in ASCII).
 */
const ROLL_UP_LOCK = 0x635a;

/** What one roll-up did, e.g. `{ days: 2, events: 5 }`. */
export interface RollUp {
  days: number;
  events: number;
}

/**
 * Raw analytics events are kept `analyticsRetentionDays` whole UTC days; older ones become one
 * `analytics_daily` row per (tenant, day, event name) with the count of events and of distinct
 * sessions, and are deleted. A day is rolled whole in one transaction (counts and deletion
 * together, so a crash leaves it as it was), oldest first, one day per transaction so the
 * embedded database's one session is never held for longer than a day's rows take. Runs at
 * start, before the server says it is ready, then every hour.
 */
@Injectable()
export class AnalyticsRetentionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AnalyticsRetention');
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> = Promise.resolve();
  /** A shutdown lets the day in hand finish; the next run goes on from the next day. */
  private stopping = false;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
    this.timer = setInterval(() => void this.run(), ROLL_UP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Rolls up every whole UTC day older than the retention as of `now`. */
  async rollUp(now: Date): Promise<RollUp> {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const cutoff = new Date(today - this.config.analyticsRetentionDays * DAY_MS);
    const done: RollUp = { days: 0, events: 0 };
    while (!this.stopping) {
      const events = await this.rollUpOldestDay(cutoff);
      if (events === undefined) return done;
      done.days += 1;
      done.events += events;
    }
    return done;
  }

  private run(): Promise<unknown> {
    this.running = this.rollUp(new Date())
      .then(({ days, events }) => {
        if (days > 0)
          console.log(
            `analytics: ${events} events of ${days} days older than ` +
              `${this.config.analyticsRetentionDays} days rolled into daily counts`,
          );
      })
      .catch((error: unknown) => this.logger.error(error));
    return this.running;
  }

  /**
   * Counts and deletes the events of the oldest day before `cutoff` (a UTC midnight, so that day
   * is before it whole). Undefined when there is none, or another server holds the lock.
   */
  private rollUpOldestDay(cutoff: Date): Promise<number | undefined> {
    return this.db.transaction(async (m) => {
      const [lock] = await rows<{ held: boolean }>(m, `SELECT pg_try_advisory_xact_lock($1) AS held`, [
        ROLL_UP_LOCK,
      ]);
      if (!lock.held) return undefined;
      const [oldest] = await rows<{ day: string | null }>(
        m,
        `SELECT to_char(min(received_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
         FROM analytics_event WHERE received_at < $1`,
        [cutoff.toISOString()],
      );
      if (oldest.day === null) return undefined;
      const start = new Date(`${oldest.day}T00:00:00Z`);
      // A day's rows arrive only during that day (received_at is the database's now()), so a
      // day rolled is never rolled again; adding to an existing row would still count right.
      const [rolled] = await rows<{ events: number }>(
        m,
        `WITH gone AS (
           DELETE FROM analytics_event WHERE received_at >= $1 AND received_at < $2
           RETURNING tenant, session_id, event_name
         ), counted AS (
           INSERT INTO analytics_daily (tenant, day, event_name, events, sessions)
           SELECT tenant, $3::date, event_name, count(*), count(DISTINCT session_id) FROM gone
           GROUP BY tenant, event_name
           ON CONFLICT (tenant, day, event_name) DO UPDATE SET
             events = analytics_daily.events + excluded.events,
             sessions = analytics_daily.sessions + excluded.sessions
         )
         SELECT count(*)::int AS events FROM gone`,
        [start.toISOString(), new Date(start.getTime() + DAY_MS).toISOString(), oldest.day],
      );
      return rolled.events;
    });
  }
}
