import { Throttle } from '@nestjs/throttler';

/** The per-IP limit on the calls a stranger can make: AUTH_RATE_LIMIT a minute. */
export const AUTH_THROTTLER = 'auth';

/**
 * Every call of the decorated controller draws from one budget per client address. By
 * default each call has its own, so a guesser got the limit once for login, once for
 * register and once for each reset call.
 */
export const OneBudgetPerAddress = (bucket: string): ClassDecorator =>
  Throttle({
    [AUTH_THROTTLER]: { generateKey: (_context, address, throttler) => `${throttler}:${bucket}:${address}` },
  });
