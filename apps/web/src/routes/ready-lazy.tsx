import { type ComponentType, lazy, useState } from 'react';

/**
 * A screen in a chunk of its own that renders at once when its chunk is already here (home
 * fetches the play screen's while the player looks at it). React's `lazy` suspends on a
 * component's first render even when its module is in memory, and a Suspense boundary that has
 * shown its fallback holds the content back until 300 ms after (React's fallback throttle):
 * measured as 300 ms between the tap on Play and the puzzle's request.
 */
export function readyLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
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
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the module's own would mount it again.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Screen, preload };
}
