import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import { ERROR_KEYS } from '@czeus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RetryLaterException } from './retry-later.exception.js';

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
    const overloaded = status === 500 && databaseOverloaded(exception);

    if (status === 404 && this.onNotFound?.(request, reply)) return;
    if (overloaded) {
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
      reply.status(503).send({ statusCode: 503, message: 'error' } satisfies ErrorResponse);
      return;
    }
    if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);

    if (exception instanceof RetryLaterException)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    reply.status(status).send(toBody(exception, status));
  }
}

/** Seconds a client shed by a busy database is asked to wait. */
const OVERLOAD_RETRY_AFTER_S = 2;
/**
 * PostgreSQL's codes for "too busy now" (too many connections, cannot connect now, admin or
 * crash shutdown of a backend), and pg's pool giving up on a free connection: the request was
 * fine, the server was full. The admission gate keeps these rare; they are a 503, never a 500.
 */
const BUSY_CODES = new Set(['53300', '57P03', '57P01', '57P02', '08000', '08003', '08006', 'ECONNREFUSED']);

function databaseOverloaded(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const code =
    (exception as { code?: unknown; driverError?: { code?: unknown } }).driverError?.code ??
    (exception as { code?: unknown }).code;
  return (
    (typeof code === 'string' && BUSY_CODES.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(exception.message)
  );
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
