/** Injection token of the server's clock. */
export const CLOCK = Symbol('clock');

/**
 * Where the server takes the time its rules are measured by: how long a puzzle was served
 * before its score, how long an ad ran. SQL takes it as a parameter (`$n::timestamptz`) where
 * a rule compares times, instead of the database's `now()`, so a test can move time on.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved on by what a test asked (`POST /debug/clock`, only with CZEUS_DEBUG=1):
 * a test of a 20-second game advances it instead of sleeping. Only ever forward, as time goes.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
  }
}
