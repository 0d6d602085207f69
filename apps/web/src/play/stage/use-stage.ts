import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '../../store/store';

import { type Stage, startStage } from './start-stage';

/**
 * The session's one stage, on the page while the calling screen is: its canvas covers the
 * window (effects fly anywhere) and follows the store. Null until loaded, or for good when
 * the browser cannot draw it (the DOM grid then stays visible and playable).
 */
export function useStage(): Stage | null {
  const store = useStore() as Store<RootState>;
  const [stage, setStage] = useState<Stage | null>(null);
  useEffect(() => {
    let live = true;
    let attached: Stage | null = null;
    // Attached as soon as it is there, not in an effect after a render for it: a cold link's
    // first board waits for no render of the screen.
    void startStage()
      .then((s) => {
        if (!live) return;
        s.attach(document.body, store);
        attached = s;
        setStage(s);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      attached?.detach(document.body);
    };
  }, [store]);
  return stage;
}
