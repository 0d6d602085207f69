import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TokenResponse } from '@czeus/contract';
import { ApiClient, newSessionId } from './api-client.js';
import { mailedResetCode, mailsIn } from './outbox.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('forgot and reset password on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-mail-'));
  const outbox = path.join(dataDir, 'outbox');
  const suite = serverForSuite(kind, { DATA_DIR: dataDir, PUBLIC_URL: 'https://play.example.org' });
  const browser = () => new ApiClient(suite.server.url, newSessionId());

  const mailedCode = (to: string) => mailedResetCode(outbox, to);

  it('mails a one-time link, sets the new password, and ends the old logins', async () => {
    const player = browser();
    const form = {
      email: 'forgetful@example.org',
      username: 'forgetful',
      password: 'old-pass',
      password2: 'old-pass',
      GDPRConfirmed: true,
    };
    player.token = (await player.post<TokenResponse>('/auth/register', form)).body.token;

    expect(await browser().post('/auth/requestResetPassword', { email: 'Forgetful@example.org' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const code = await mailedCode('forgetful@example.org');
    const mail = mailsIn(outbox)
      .join('\n')
      .replace(/=\r?\n/g, ''); // quoted-printable soft line breaks, as a mail client joins them
    expect(mail).toContain(`https://play.example.org/resetPassword/${code}`);

    expect(
      (await browser().post('/auth/resetPassword', { resetPasswordCode: code, password: 'short' })).body
        .message,
    ).toBe('error-register-passwordformat');
    expect(
      (
        await browser().post('/auth/resetPassword', {
          resetPasswordCode: code,
          password: 'new-pass',
          password2: 'other',
        })
      ).body.message,
    ).toBe('error-register-passwordsmatch');
    const reset = await browser().post('/auth/resetPassword', {
      resetPasswordCode: code,
      password: 'new-pass',
    });
    expect(reset).toEqual({ status: 200, body: { success: true, message: 'reset-password-success' } });

    expect((await player.get('/user/profile')).status).toBe(401);
    expect((await browser().post('/auth/login', { email: form.email, password: 'old-pass' })).status).toBe(
      401,
    );
    expect((await browser().post('/auth/login', { email: form.email, password: 'new-pass' })).status).toBe(
      200,
    );
    const again = await browser().post('/auth/resetPassword', {
      resetPasswordCode: code,
      password: 'third-pass',
    });
    expect(again).toEqual({ status: 400, body: { statusCode: 400, message: 'reset-password-fail' } });
  });

  it('answers the same whether or not the email is known, and mails only accounts', async () => {
    const before = mailsIn(outbox).length;
    const unknown = await browser().post('/auth/requestResetPassword', { email: 'nobody@example.org' });
    expect(unknown).toEqual({ status: 200, body: { ok: true } });
    // Not a wait for nothing to happen: an account asks next, and once its mail is out the
    // outbox holds that one mail more and none to the unknown address.
    const account = browser();
    const form = { email: 'known@example.org', username: 'known', password: 'pass-word' };
    expect(
      (await account.post('/auth/register', { ...form, password2: form.password, GDPRConfirmed: true }))
        .status,
    ).toBe(201);
    await browser().post('/auth/requestResetPassword', { email: form.email });
    await mailedCode(form.email);
    const mails = mailsIn(outbox);
    expect(mails.length).toBe(before + 1);
    expect(mails.filter((m) => m.includes('nobody@example.org'))).toEqual([]);
    expect((await browser().post('/auth/requestResetPassword', { email: 'not an email' })).body.message).toBe(
      'forgot-password-not-email',
    );
  });

  it('refuses a made-up code', async () => {
    const answer = await browser().post('/auth/resetPassword', {
      resetPasswordCode: 'x'.repeat(43),
      password: 'whatever1',
    });
    expect(answer.body).toEqual({ statusCode: 400, message: 'reset-password-fail' });
  });
});
