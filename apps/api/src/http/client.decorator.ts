import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_TENANT, SESSION_HEADER, TENANT_HEADER, type ErrorResponse } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from './rate-limiter.js';

/** Who is calling: the tenant the rows belong to and the player's session. */
export interface ClientContext {
  /** e.g. "czeus"; a short lowercase slug. */
  tenant: string;
  /** Made by the client on first visit, e.g. "k3v9x0q2m1p8a7z6". */
  sessionId: string;
  /** The client's address as the limits count it (IPv6 by its /64). */
  address: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function readClientContext(request: FastifyRequest): ClientContext {
  const tenant = header(request, TENANT_HEADER) ?? DEFAULT_TENANT;
  const sessionId = header(request, SESSION_HEADER);
  if (!SLUG.test(tenant) || !sessionId || !SESSION_ID.test(sessionId)) {
    const body: ErrorResponse = {
      statusCode: 400,
      message: 'error',
      details: [TENANT_HEADER, SESSION_HEADER],
    };
    throw new BadRequestException(body);
  }
  return { tenant, sessionId, address: clientAddress(request) };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `@Client() client: ClientContext` in a handler: the validated session and tenant headers. */
export const Client = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  readClientContext(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
