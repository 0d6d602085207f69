import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/**
 * A screen in a chunk of its own that never suspends: it shows `pending` until its chunk is
 * here, then the screen, at once. React's `lazy` under a Suspense boundary that has shown its
 * fallback holds the content back until 300 ms after the fallback (React's fallback throttle):
 * measured as 300 ms between the tap on Play and the puzzle's request, and on a link straight
 * to /play as 220 ms between the play screen's chunk being ready and its first render.
 * A chunk that cannot arrive throws at the screen, as `lazy` would.
 */
export function readyLazy<P extends object>(load: () => Promise<ComponentType<P>>, pending: ReactNode) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive (a lost connection) is asked for again next time.
        loading = null;
        throw error;
      },
    ));
  function Screen(props: P) {
    const [shown, setShown] = useState<{ screen: ComponentType<P> | null; error?: unknown }>(() => ({
      screen: loaded,
    }));
    useEffect(() => {
      if (shown.screen) return;
      let live = true;
      preload().then(
        (screen) => live && setShown({ screen }),
        (error: unknown) => live && setShown({ screen: null, error }),
      );
      return () => void (live = false);
    }, [shown.screen]);
    if ('error' in shown) throw shown.error;
    return shown.screen ? <shown.screen {...props} /> : pending;
  }
  return { Screen, preload };
}
