import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import { ERROR_KEYS } from '@czeus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from './too-many-requests.js';

const KNOWN_KEYS = new Set<string>(ERROR_KEYS);

/**
 * Every failure leaves as `{ statusCode, message: <catalogue key>, details? }` and never with
 * a stack trace. `onNotFound` lets the web app answer GETs outside `/api` (client routes).
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly onNotFound?: (request: FastifyRequest, reply: FastifyReply) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const status = exception instanceof HttpException ? exception.getStatus() : statusOf(exception);

    if (status === 404 && this.onNotFound?.(request, reply)) return;
    if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);

    if (exception instanceof TooManyRequests) void reply.header('Retry-After', exception.retryAfterSeconds);
    reply.status(status).send(toBody(exception, status));
  }
}

/** Fastify's own errors (body too large, bad JSON) carry a statusCode. */
function statusOf(exception: unknown): number {
  const code = (exception as { statusCode?: unknown })?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

function toBody(exception: unknown, status: number): ErrorResponse {
  if (exception instanceof HttpException) {
    const answer = exception.getResponse();
    const given = typeof answer === 'object' && answer !== null ? (answer as Partial<ErrorResponse>) : {};
    const message =
      typeof given.message === 'string' && KNOWN_KEYS.has(given.message) ? given.message : 'error';
    return given.details
      ? { statusCode: status, message, details: given.details }
      : { statusCode: status, message };
  }
  return { statusCode: status, message: 'error' };
}
