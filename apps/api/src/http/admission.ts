import type { ErrorResponse } from '@czeus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How many API requests run at once, how many may wait, and for how long. */
export interface AdmissionLimits {
  active: number;
  queued: number;
  waitMs: number;
}

/**
 * Embedded, the database is one session: more requests at once only queue inside the pool,
 * where a wait past its timeout was a 500. 16 keep the session busy while others parse and
 * answer. A server of PostgreSQL has a pool of 10 connections per instance and room for more.
 */
export const EMBEDDED_ADMISSION: AdmissionLimits = { active: 16, queued: 256, waitMs: 2_000 };
export const SERVER_ADMISSION: AdmissionLimits = { active: 64, queued: 512, waitMs: 2_000 };
/** What a shed client is told to wait: the queue drains in about this long. */
const RETRY_AFTER_S = 1;

/**
 * Admission control for the API: at most `active` requests run, up to `queued` wait their turn
 * in arrival order for at most `waitMs`, and the rest are shed at once with 503 and Retry-After.
 * Overload then costs a client a retry, never a 500 from a pool that gave up, and the queue's
 * length bounds both memory and the wait of the requests that get in. Paths for which `exempt`
 * holds (the health check) never wait, so a load balancer sees a busy server as alive.
 */
export function admitWithin(
  app: FastifyInstance,
  limits: AdmissionLimits,
  exempt: (path: string) => boolean,
): void {
  let active = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else active--;
  };
  const holdUntilAnswered = (reply: FastifyReply) => {
    let held = true;
    reply.raw.once('close', () => {
      if (held) release();
      held = false;
    });
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (exempt(request.url)) return;
    if (active < limits.active) {
      active++;
      holdUntilAnswered(reply);
      return;
    }
    if (waiting.length >= limits.queued) return shed(reply);
    const admitted = await new Promise<boolean>((resolve) => {
      const leave = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        clearTimeout(entry.timer);
        resolve(false);
      };
      const entry = {
        // The slot passes straight from the request that released it.
        admit: () => resolve(true),
        timer: setTimeout(leave, limits.waitMs),
      };
      waiting.push(entry);
      // A client that hangs up while waiting leaves the queue (nothing was answered yet, so
      // the response closes only with its connection).
      reply.raw.once('close', leave);
    });
    if (!admitted) return shed(reply);
    holdUntilAnswered(reply);
  });
}

function shed(reply: FastifyReply): FastifyReply {
  const body: ErrorResponse = { statusCode: 503, message: 'error' };
  return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send(body);
}
