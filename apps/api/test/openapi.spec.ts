import { serverForSuite } from './server.js';

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

/** The spec's call table (section 7) without the social logins, plus the calls the game added. */
const CALLS = [
  'get /api/game',
  'post /api/game/score',
  'get /api/user/profile',
  'post /api/user/rename',
  'post /api/user/gems',
  'get /api/user/claim-daily',
  'post /api/contact',
  'get /api/contact/challenge',
  'post /api/auth/login',
  'get /api/auth/logout',
  'post /api/auth/register',
  'post /api/auth/requestResetPassword',
  'post /api/auth/resetPassword',
  'post /api/analytics',
];

describe('OpenAPI at /api/docs', () => {
  const suite = serverForSuite('pglite');

  it('describes every call, with request schemas taken from the validation rules', async () => {
    const res = await fetch(`${suite.server.url}/api/docs-json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApi;
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(described).toEqual(expect.arrayContaining(CALLS));
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
