import { consentGiven } from '../settings/settings-slice';
import { makeStore } from '../store/store';
import { makeAnalytics } from './analytics';

function setup(consent: boolean | null) {
  const store = makeStore({ sessionId: 'abcdefghij0123456789' });
  if (consent !== null) store.dispatch(consentGiven(consent));
  const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  return { store, sent, analytics: makeAnalytics(store.getState, '/api', send) };
}

describe('analytics', () => {
  it('sends nothing before the player answers, nor after a no', async () => {
    for (const consent of [null, false]) {
      const { analytics, sent } = setup(consent);
      analytics.track('screen_view', { screen: '/' });
      await analytics.flush();
      expect(sent).toEqual([]);
      expect(analytics.pending()).toBe(0);
    }
  });

  it('sends a consenting player’s events in one batch with the session headers', async () => {
    const { analytics, sent } = setup(true);
    analytics.track('screen_view', { screen: '/' });
    analytics.track('startplay', { level: 2, shape: 1, difficulty: 1 });
    await analytics.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/analytics');
    expect(sent[0].headers['x-session-id']).toBe('abcdefghij0123456789');
    expect(sent[0].body).toEqual({
      consent: true,
      events: [
        { eventName: 'screen_view', data: { screen: '/' } },
        { eventName: 'startplay', data: { level: 2, shape: 1, difficulty: 1 } },
      ],
    });
  });

  it('drops what was queued when consent is taken back before sending', async () => {
    const { analytics, sent, store } = setup(true);
    analytics.track('screen_view');
    store.dispatch(consentGiven(false));
    await analytics.flush();
    expect(sent).toEqual([]);
  });
});
