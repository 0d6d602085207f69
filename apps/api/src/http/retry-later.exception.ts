import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';

/**
 * 429 (this client asks too much) or 503 (the server has too much to do) with the seconds to wait, which the error filter sends as Retry-After. The key is
 * `error`, as for the per-address limit: `wrong-credential` would tell a player whose right
 * password was refused during a lock that it is wrong.
 */
export class RetryLaterException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    details?: string[],
    status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE = HttpStatus.TOO_MANY_REQUESTS,
  ) {
    const body: ErrorResponse = { statusCode: status, message: 'error' };
    super(details ? { ...body, details } : body, status);
  }
}
