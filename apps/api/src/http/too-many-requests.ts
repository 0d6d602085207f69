import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';

/** 429; the error filter adds Retry-After, so whoever refuses needs no reply object. */
export class TooManyRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const body: ErrorResponse = { statusCode: 429, message: 'error' };
    super(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}
