import { Controller, Get, Header, Req } from '@nestjs/common';
import { SESSION_PATH, type SessionResponse } from '@czeus/contract';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/caller.js';
import { sessionFromCookie } from './session-cookie.js';

@Controller()
@Public()
export class SessionController {
  /** The session this browser had, for a client whose script storage was cleared. */
  @Get(SESSION_PATH)
  @Header('cache-control', 'no-store')
  recall(@Req() request: FastifyRequest): SessionResponse {
    return { sessionId: sessionFromCookie(request) };
  }
}
