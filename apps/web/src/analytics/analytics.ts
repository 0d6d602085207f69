import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_PATH,
  SESSION_HEADER,
  TENANT_HEADER,
  type AnalyticsData,
  type AnalyticsEventInput,
} from '@czeus/contract';
import type { RootState } from '../store/store';

/** Events wait this long so one call carries several. */
const FLUSH_MS = 10_000;

/**
 * Analytics that only ever leave the browser with the player's consent: events are queued
 * while consent is given, dropped when it is not, and sent in batches (spec section 7).
 */
export function makeAnalytics(getState: () => RootState, apiBase: string, send: typeof fetch = fetch) {
  const queue: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const state = getState();
    const batch = queue.splice(0, ANALYTICS_MAX_EVENTS);
    if (batch.length === 0 || state.settings.analyticsConsent !== true) return;
    await send(`${apiBase}${ANALYTICS_PATH}`, {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        [SESSION_HEADER]: state.session.sessionId,
        [TENANT_HEADER]: state.session.tenant,
      },
      body: JSON.stringify({ consent: true, events: batch }),
    }).catch(() => undefined); // analytics never disturb play
    if (queue.length) await flush();
  };

  return {
    track(eventName: string, data?: AnalyticsData): void {
      if (getState().settings.analyticsConsent !== true) return;
      queue.push(data ? { eventName, data } : { eventName });
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
    /** Events still waiting (for tests). */
    pending: () => queue.length,
  };
}

export type Analytics = ReturnType<typeof makeAnalytics>;
