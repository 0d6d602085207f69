import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';

/**
 * 429 with the seconds to wait, which the error filter sends as Retry-After. The key is
 * `error`, as for the per-address limit: `wrong-credential` would tell a player whose right
 * password was refused during a lock that it is wrong.
 */
export class RetryLaterException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const body: ErrorResponse = { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: 'error' };
    super(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}
