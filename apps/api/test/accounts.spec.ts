import type { Profile, TokenResponse } from '@czeus/contract';
import { ApiClient, newSessionId, registerForm as form } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  const suite = serverForSuite(kind);
  const browser = (tenant = 'czeus') => new ApiClient(suite.server.url, newSessionId(), tenant);

  it('a guest has a server-side profile with the start balance', async () => {
    const guest = browser();
    const { status, body } = await guest.get<Profile>('/user/profile');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      registered: false,
      username: null,
      gems: 500,
      gamesCount: 0,
      slotStars: {},
    });
  });

  it('registering keeps what the guest earned, and the token logs in', async () => {
    const player = browser();
    expect(
      (
        await player.post('/user/gems', {
          gems: 400,
          reason: 'smart-hint',
          idempotencyKey: 'keeper-game:smart-hint:1',
        })
      ).status,
    ).toBe(200);
    const reg = await player.post<TokenResponse>('/auth/register', form('keeper'));
    expect(reg.status).toBe(201);
    expect(Date.parse(reg.body.expiresAt)).toBeGreaterThan(Date.now());
    player.token = reg.body.token;
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({
      registered: true,
      username: 'keeper',
      gems: 400,
    });
    // The same browser logged out is a new guest, not the account.
    player.token = undefined;
    expect((await player.get<Profile>('/user/profile')).body).toMatchObject({ registered: false, gems: 500 });
  });

  it('answers a bad register form with the first problem in the spec order', async () => {
    const guest = browser();
    const cases: [object, string][] = [
      [{}, 'error-login-enteremail'],
      [{ ...form('x'), email: 'nope' }, 'forgot-password-not-email'],
      [{ ...form('x'), password: '', password2: '' }, 'error-login-enterpassword'],
      [{ ...form('x'), username: ' ' }, 'error-login-enterusername'],
      [{ ...form('x'), GDPRConfirmed: false, password: '123' }, 'error-register-terms'],
      [{ ...form('x'), password: '12345', password2: '12345' }, 'error-register-passwordformat'],
      [{ ...form('x'), password2: 'secret2' }, 'error-register-passwordsmatch'],
    ];
    for (const [body, key] of cases) {
      const answer = await guest.post('/auth/register', body);
      expect({ key, status: answer.status, message: answer.body.message }).toEqual({
        key,
        status: 400,
        message: key,
      });
    }
    expect((await guest.post('/auth/register', { ...form('x'), admin: true })).status).toBe(400);
  });

  it('refuses a taken email (whatever its case) and a taken username', async () => {
    expect((await browser().post('/auth/register', form('taken'))).status).toBe(201);
    const again = await browser().post('/auth/register', { ...form('other'), email: 'TAKEN@Example.org' });
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'error-register-useremailexists' },
    });
    const sameName = await browser().post('/auth/register', { ...form('other2'), username: 'Taken' });
    expect(sameName.body.message).toBe('error-register-usernameexists');
  });

  it('logs in by email and password, and says wrong-credential otherwise', async () => {
    await browser().post('/auth/register', form('login'));
    const ok = await browser().post<TokenResponse>('/auth/login', {
      email: 'LOGIN@example.org',
      password: 'secret1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token.split('.')).toHaveLength(3);
    for (const attempt of [
      { email: 'login@example.org', password: 'secret2' },
      { email: 'nobody@example.org', password: 'secret1' },
    ]) {
      expect(await browser().post('/auth/login', attempt)).toEqual({
        status: 401,
        body: { statusCode: 401, message: 'wrong-credential' },
      });
    }
    expect((await browser().post('/auth/login', { password: 'x' })).body.message).toBe(
      'error-login-enteremail',
    );
  });

  it('logout revokes that token at once and leaves other logins working', async () => {
    await browser().post('/auth/register', form('leaver'));
    const phone = browser();
    const laptop = browser();
    phone.token = (
      await phone.post<TokenResponse>('/auth/login', { email: 'leaver@example.org', password: 'secret1' })
    ).body.token;
    laptop.token = (
      await laptop.post<TokenResponse>('/auth/login', { email: 'leaver@example.org', password: 'secret1' })
    ).body.token;
    expect((await phone.get('/auth/logout')).status).toBe(200);
    expect((await phone.get('/user/profile')).status).toBe(401);
    expect((await laptop.get<Profile>('/user/profile')).body.username).toBe('leaver');
    expect((await browser().get('/auth/logout')).status).toBe(401);
  });

  it('a forged or foreign token is refused', async () => {
    const player = browser();
    player.token = (await player.post<TokenResponse>('/auth/register', form('forged'))).body.token;
    const [head, claims, signature] = player.token.split('.');
    const tampered = new ApiClient(suite.server.url, newSessionId());
    tampered.token = `${head}.${claims}.${signature.slice(0, -2)}xx`;
    expect((await tampered.get('/user/profile')).status).toBe(401);
    const otherTenant = new ApiClient(suite.server.url, player.sessionId, 'another-school');
    otherTenant.token = player.token;
    expect((await otherTenant.get('/user/profile')).status).toBe(401);
  });

  it('keeps tenants apart: the same session id is a different guest in another tenant', async () => {
    const session = newSessionId();
    const a = new ApiClient(suite.server.url, session, 'tenant-a');
    const b = new ApiClient(suite.server.url, session, 'tenant-b');
    await a.post('/user/gems', { gems: 300, reason: 'reveal', idempotencyKey: 'tenant-a-game:reveal:1' });
    expect((await a.get<Profile>('/user/profile')).body.gems).toBe(300);
    expect((await b.get<Profile>('/user/profile')).body.gems).toBe(500);
  });

  it('renames a registered player, refusing guests, taken names and blank names', async () => {
    const guest = browser();
    expect((await guest.post('/user/rename', { newName: 'Guesty' })).status).toBe(401);
    await browser().post('/auth/register', form('occupied'));
    const player = browser();
    player.token = (await player.post<TokenResponse>('/auth/register', form('renamer'))).body.token;
    const renamed = await player.post<Profile>('/user/rename', { newName: '  Ada Lovelace ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe('Ada Lovelace');
    expect((await player.post('/user/rename', { newName: 'OCCUPIED' })).body.message).toBe(
      'error-register-usernameexists',
    );
    expect((await player.post('/user/rename', { newName: '   ' })).body.message).toBe(
      'error-login-enterusername',
    );
    expect((await player.post('/user/rename', { newName: 'x'.repeat(37) })).status).toBe(400);
  });
});
