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
