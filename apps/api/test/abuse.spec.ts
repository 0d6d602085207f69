import { SOCIAL_AUTH_PATHS } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { serverForSuite } from './server.js';

describe('abuse protections', () => {
  const suite = serverForSuite('pglite', { AUTH_RATE_LIMIT: '3' });

  it('limits login attempts per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await new ApiClient(suite.server.url, newSessionId()).post('/auth/login', {
        email: 'a@b.co',
        password: `guess${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts register, login and both reset calls against one budget per client address', async () => {
    // An address of its own, so the login test above has not used up this budget.
    const from = new ApiClient(suite.server.url, newSessionId(), 'czeus', {}, '127.0.0.21');
    const calls: [string, object][] = [
      ['/auth/register', { email: 'not-an-email' }],
      ['/auth/login', { email: 'a@b.co', password: 'guess' }],
      ['/auth/requestResetPassword', { email: 'a@b.co' }],
      ['/auth/resetPassword', { resetPasswordCode: 'x', password: 'secret1', password2: 'secret1' }],
      ['/auth/login', { email: 'a@b.co', password: 'guess' }],
    ];
    const statuses: number[] = [];
    for (const [path, body] of calls) statuses.push((await from.post(path, body)).status);
    // Each call alone is within the limit of 3; together the fourth and fifth are refused.
    expect(statuses).toEqual([400, 401, 200, 429, 429]);
    // Another address still has its whole budget.
    const other = new ApiClient(suite.server.url, newSessionId(), 'czeus', {}, '127.0.0.22');
    expect((await other.post('/auth/requestResetPassword', { email: 'a@b.co' })).status).toBe(200);
  });

  it('answers a social login not set up with 503 and a key, hides it, and counts it in the same budget', async () => {
    const from = new ApiClient(suite.server.url, newSessionId(), 'czeus', {}, '127.0.0.23');
    const paths = SOCIAL_AUTH_PATHS;
    // The login screen asks which providers there are on every visit: that spends no try.
    for (let i = 0; i < 5; i++) {
      expect((await from.get(paths.providers)).body).toEqual({
        google: null,
        facebook: null,
        linkedin: null,
      });
    }
    expect((await from.get(`${paths.google}?id_token=x`)).body).toEqual({
      statusCode: 503,
      message: 'error',
      details: ['google'],
    });
    expect((await from.post('/auth/login', { email: 'a@b.co', password: 'guess' })).status).toBe(401);
    expect((await from.get(`${paths.facebook}?access_token=x`)).status).toBe(503);
    // Three calls of one budget, social or not: the fourth waits, whichever door.
    const limited = await from.get(`${paths.linkedin}?code=x`);
    expect({ status: limited.status, body: limited.body }).toEqual({
      status: 429,
      body: { statusCode: 429, message: 'error' },
    });
  });

  it('limits contact messages per client address, captcha or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await new ApiClient(suite.server.url, newSessionId()).post('/contact', {
        name: 'Spam',
        email: 'spam@example.org',
        subject: `Offer ${i}`,
        message: 'Buy now',
        altcha: 'unsolved',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('sends security headers and refuses an oversized body', async () => {
    const health = await fetch(`${suite.server.url}/api/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    const huge = await fetch(`${suite.server.url}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': newSessionId() },
      body: JSON.stringify({ consent: true, events: [], pad: 'x'.repeat(400_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ statusCode: 413, message: 'error' });
  });
});
