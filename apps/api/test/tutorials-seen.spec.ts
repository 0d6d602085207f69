import { type Profile, type TokenResponse, TUTORIAL_LANDS, USER_PATHS } from '@czeus/contract';
import fc from 'fast-check';
import { ApiClient, newSessionId, registerForm } from './api-client.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

describe.each(DATABASE_KINDS)('tutorials seen, kept with the player on %s', (kind) => {
  const suite = serverForSuite(kind);
  const browser = () => new ApiClient(suite.server.url, newSessionId());

  it('a land marked seen is in the profile once, however often it is marked', async () => {
    const guest = browser();
    expect((await guest.get<Profile>(USER_PATHS.profile)).body.tutorialsSeen).toEqual([]);
    for (const land of ['autumnland', 'summerland', 'autumnland'] as const) {
      const marked = await guest.post<Profile>(USER_PATHS.tutorialSeen, { land });
      expect(marked.status).toBe(200);
    }
    expect((await guest.get<Profile>(USER_PATHS.profile)).body.tutorialsSeen).toEqual([
      'summerland',
      'autumnland',
    ]);
  });

  it('what a guest saw goes with it into its account, and a new device logged in finds it', async () => {
    const guest = browser();
    await guest.post(USER_PATHS.tutorialSeen, { land: 'winterland' });
    const form = registerForm('seer');
    expect((await guest.post<TokenResponse>('/auth/register', form)).status).toBe(201);
    const device = browser();
    const login = await device.post<TokenResponse>('/auth/login', { email: form.email, password: 'secret1' });
    device.token = login.body.token;
    expect((await device.get<Profile>(USER_PATHS.profile)).body.tutorialsSeen).toEqual(['winterland']);
  });

  it('anything but a land name is 400 with a catalogue key, and marks nothing', async () => {
    const guest = browser();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string().filter((s) => !(TUTORIAL_LANDS as readonly string[]).includes(s)),
          fc.constantFrom('SUMMERLAND', ' summerland', 'summerland ', null, 1, [], {}),
        ),
        async (land) => {
          const answer = await guest.post<{ message: string }>(USER_PATHS.tutorialSeen, { land });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toBe('error');
        },
      ),
      { numRuns: 40 },
    );
    expect((await guest.get<Profile>(USER_PATHS.profile)).body.tutorialsSeen).toEqual([]);
  });
});
