/** Where the suite's game is served (playwright.config.ts starts it there). */
export const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;

/** A browser that kept these settings and nothing else: `test.use(withSettings({ … }))`. */
export const withSettings = (settings: Record<string, unknown>) => ({
  storageState: {
    cookies: [],
    origins: [
      { origin: ORIGIN, localStorage: [{ name: 'czeus.settings', value: JSON.stringify(settings) }] },
    ],
  },
});
