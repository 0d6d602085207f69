import * as contract from '@czeus/contract';
import { serverForSuite } from './server.js';

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

/** Every path the contract names (its `…_PATH` and `…_PATHS` exports), as the API serves it. */
const CONTRACT_PATHS = Object.entries(contract)
  .filter(([name]) => /_PATHS?$/.test(name))
  .flatMap(([, value]) =>
    typeof value === 'string' ? [value] : Object.values(value as Record<string, string>),
  )
  .map((path) => `${contract.API_PREFIX}${path}`);
/** The debug doors exist only with CZEUS_DEBUG=1 (app.module.ts), so not on this server. */
const DEBUG_ONLY = [
  `${contract.API_PREFIX}${contract.USER_PATHS.resetDaily}`,
  ...Object.values(contract.DEBUG_PATHS).map((path) => `${contract.API_PREFIX}${path}`),
];

describe('OpenAPI at /api/docs', () => {
  const suite = serverForSuite('pglite');

  it('describes every call of the contract and no other, with request schemas taken from the validation rules', async () => {
    const res = await fetch(`${suite.server.url}/api/docs-json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApi;
    // Every call's path comes from the contract, and every path of the contract is served.
    const served = CONTRACT_PATHS.filter((path) => !DEBUG_ONLY.includes(path));
    expect(served.length).toBeGreaterThan(10);
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(served)].sort());
    expect(doc.components.schemas.RegisterDto.properties).toHaveProperty('GDPRConfirmed');
    expect(doc.components.schemas.ContactDto.required).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message', 'altcha']),
    );
    const game = doc.paths['/api/game'].get.parameters ?? [];
    expect(game.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['level', 'shape', 'difficulty', 'id']),
    );
    expect(game).toContainEqual(
      expect.objectContaining({ name: 'x-session-id', in: 'header', required: true }),
    );
  });

  it('serves the browsable page with scripts from its own origin only', async () => {
    const res = await fetch(`${suite.server.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>cZeus API</title>');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
