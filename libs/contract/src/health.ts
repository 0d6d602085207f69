/** Path of the health check, under the API prefix. */
export const HEALTH_PATH = '/health';

/** Where the API lives on the one origin that serves the game. */
export const API_PREFIX = '/api';

/** Which database engine answered the health check. */
export type DatabaseKind = 'pglite' | 'postgres';

/** `GET /api/health`: the server is up and its database answers. */
export interface HealthResponse {
  status: 'ok';
  db: DatabaseKind;
  /** The server's package version, e.g. "0.1.0". */
  version: string;
}

/**
 * Liveness, under the API prefix: the process answers (a supervisor restarts one that does
 * not). Readiness: send it players (its database answers and it is not shutting down).
 */
export const HEALTH_LIVE_PATH = '/health/live';
export const HEALTH_READY_PATH = '/health/ready';

/** What a readiness check looked at: `database` and `serving` decide; `limits` informs. */
export type ReadinessCheck = 'database' | 'serving' | 'limits';

/** `GET /api/health/ready` when ready (503 with the failing checks' names in `details` when not). */
export interface ReadinessResponse {
  status: 'ok';
  details: Partial<Record<ReadinessCheck, { status: 'up' | 'down'; shared?: boolean }>>;
}
