/**
 * The offline worker (apps/web/worker/service-worker.ts) run under Node, with the build's
 * constants as globals and a Map for the browser's caches: what it keeps, what it answers, what
 * it lets through, and what an update does to an earlier version's cache.
 */

type Listener = (event: unknown) => void;

/** The browser's CacheStorage, as much of it as the worker uses. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, Response>;
    return {
      put: async (path: string, response: Response) => void store.set(path, response),
      match: async (path: string) => store.get(path)?.clone(),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (path: string) => {
        for (const store of stores.values()) if (store.has(path)) return store.get(path)?.clone();
        return undefined;
      },
    },
  };
}

/** Loads the worker afresh as one build's version, on these caches; returns its event listeners. */
async function startWorker(
  version: string,
  precache: string[],
  caches: ReturnType<typeof fakeCaches>,
  windows = 1,
) {
  const listeners: Record<string, Listener> = {};
  const fetched: string[] = [];
  const skipWaiting = jest.fn(async () => undefined);
  Object.assign(globalThis, {
    CACHE: `czeus-shell-${version}`,
    PRECACHE: precache,
    API_PREFIX: '/api',
    caches: caches.api,
    self: {
      location: { origin: 'https://czeus.test' },
      clients: {
        claim: async () => undefined,
        matchAll: async (options: { type?: string; includeUncontrolled?: boolean }) =>
          options.type === 'window' && options.includeUncontrolled ? Array.from({ length: windows }) : [],
      },
      skipWaiting,
      addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    },
  });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path =
      typeof input === 'string' ? input : new URL(String((input as Request).url ?? input)).pathname;
    fetched.push(path);
    return new Response(`network ${path}`, { status: 200 });
  }) as typeof fetch;
  // A path the type checker does not follow: the worker is typed for a worker's globals.
  const source = '../../worker/service-worker';
  await jest.isolateModulesAsync(async () => void (await import(source)));
  return { listeners, fetched, skipWaiting };
}

/** A page's message to the worker; returns what the worker posted back to that page. */
async function message(listener: Listener, data: unknown): Promise<unknown[]> {
  const answers: unknown[] = [];
  let waited: Promise<unknown> = Promise.resolve();
  listener({
    data,
    source: { postMessage: (answer: unknown) => answers.push(answer) },
    waitUntil: (promise: Promise<unknown>) => (waited = promise),
  });
  await waited;
  return answers;
}

/** Fires an extendable event and waits for what it asked to wait for. */
async function extend(listener: Listener): Promise<void> {
  let waited: Promise<unknown> = Promise.resolve();
  listener({ waitUntil: (promise: Promise<unknown>) => (waited = promise) });
  await waited;
}

/** Fires a fetch event; returns the answer, or undefined when the worker let it through. */
async function request(listener: Listener, path: string, mode: RequestMode = 'no-cors', method = 'GET') {
  let answer: Promise<Response> | undefined;
  listener({
    request: { url: `https://czeus.test${path}`, method, mode },
    respondWith: (response: Promise<Response>) => (answer = response),
  });
  return answer && (await answer).text();
}

describe('the offline worker', () => {
  const LIST = ['/', '/assets/framework-a1.js', '/assets/tap-b2.mp3'];
  const realFetch = globalThis.fetch;
  afterAll(() => {
    for (const name of ['CACHE', 'PRECACHE', 'API_PREFIX', 'caches', 'self'])
      Reflect.deleteProperty(globalThis, name);
    globalThis.fetch = realFetch;
  });

  it('keeps every listed file on install, and answers pages and listed files from its cache', async () => {
    const caches = fakeCaches();
    const { listeners, fetched } = await startWorker('v1', LIST, caches);
    await extend(listeners.install);
    expect(fetched.sort()).toEqual([...LIST].sort());
    expect([...(caches.stores.get('czeus-shell-v1')?.keys() ?? [])].sort()).toEqual([...LIST].sort());
    fetched.length = 0;
    // Any page of the app is the page: the app routes it.
    expect(await request(listeners.fetch, '/tutorial/summerland/1', 'navigate')).toBe('network /');
    expect(await request(listeners.fetch, '/assets/framework-a1.js')).toBe('network /assets/framework-a1.js');
    expect(fetched).toEqual([]);
  });

  it('lets the API, posts, unlisted files and a navigation to a file through to the network', async () => {
    const { listeners } = await startWorker('v1', LIST, fakeCaches());
    expect(await request(listeners.fetch, '/api/user/profile')).toBeUndefined();
    expect(await request(listeners.fetch, '/api/auth/google', 'navigate')).toBeUndefined();
    expect(await request(listeners.fetch, '/api/game/score', 'cors', 'POST')).toBeUndefined();
    expect(await request(listeners.fetch, '/assets/summerland-c3.mp3')).toBeUndefined();
    expect(await request(listeners.fetch, '/icons/icon-192.webp', 'navigate')).toBeUndefined();
  });

  it('fails its install when a file cannot be fetched, rather than keep half a game', async () => {
    const { listeners } = await startWorker('v1', LIST, fakeCaches());
    globalThis.fetch = jest.fn(async () => new Response('', { status: 503 })) as typeof fetch;
    await expect(extend(listeners.install)).rejects.toThrow('HTTP 503');
  });

  it("takes an unchanged hashed file from the earlier version's cache, and drops that cache once active", async () => {
    const caches = fakeCaches();
    const first = await startWorker('v1', LIST, caches);
    await extend(first.listeners.install);
    await extend(first.listeners.activate);
    const next = ['/', '/assets/framework-d4.js', '/assets/tap-b2.mp3'];
    const second = await startWorker('v2', next, caches);
    await extend(second.listeners.install);
    // The page is fetched again; the sound of the same name is the same bytes, copied.
    expect(second.fetched.sort()).toEqual(['/', '/assets/framework-d4.js']);
    // Installed and waiting: the first version still serves its pages.
    expect([...caches.stores.keys()].sort()).toEqual(['czeus-shell-v1', 'czeus-shell-v2']);
    await extend(second.listeners.activate);
    expect([...caches.stores.keys()]).toEqual(['czeus-shell-v2']);
  });

  it("takes over when the player asks from the game's only window, and never unasked", async () => {
    const { listeners, skipWaiting } = await startWorker('v2', LIST, fakeCaches(), 1);
    expect(await message(listeners.message, { type: 'hello' })).toEqual([]);
    expect(await message(listeners.message, null)).toEqual([]);
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(await message(listeners.message, { type: 'take-over' })).toEqual([]);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('waits while another window of the game is open, and tells the asking page why', async () => {
    const { listeners, skipWaiting } = await startWorker('v2', LIST, fakeCaches(), 2);
    expect(await message(listeners.message, { type: 'take-over' })).toEqual([{ type: 'other-windows' }]);
    expect(skipWaiting).not.toHaveBeenCalled();
  });
});
