import { SESSION_HEADER } from '@czeus/contract';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { createTestDatabase, DATABASE_KINDS, startServer } from './server.js';

const BURST = 60;

describe.each(DATABASE_KINDS)('shutdown on %s', (kind) => {
  it('finishes acknowledged writes on SIGTERM, and a restart finds every one of them', async () => {
    const db = await createTestDatabase(kind);
    try {
      const server = await startServer(db.env);
      const send = (i: number) =>
        fetch(`${server.url}/api/analytics`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SESSION_HEADER]: 'shutdown-session' },
          body: JSON.stringify({ consent: true, events: [{ eventName: 'burst', data: { i } }] }),
        }).then(
          (res) => res.status === 202,
          () => false, // refused once the server stopped listening: not acknowledged
        );
      const burst = Array.from({ length: BURST }, (_, i) => send(i));
      // SIGTERM once the server answers the burst (a fixed wait lost the race on a loaded
      // machine: nothing had arrived yet), with the rest of it still in flight.
      await Promise.race(burst);
      const exitCode = await server.stop('SIGTERM');
      const acknowledged = (await Promise.all(burst)).filter(Boolean).length;

      expect(exitCode).toBe(0);
      expect(server.output()).toContain('SIGTERM: finishing requests');
      expect(acknowledged).toBeGreaterThan(0);

      // The restart opens the same files and must find the schema in place (no migration re-run).
      const again = await startServer(db.env);
      const health = await fetch(`${again.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await again.stop('SIGINT')).toBe(0);

      const [{ count }] = await db.query<{ count: number | string }>(
        "SELECT count(*) AS count FROM analytics_event WHERE event_name = 'burst'",
      );
      expect(Number(count)).toBe(acknowledged);
      const migrations = await db.query<{ name: string }>('SELECT name FROM migrations');
      expect(migrations.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await db.drop();
    }
  });
});
