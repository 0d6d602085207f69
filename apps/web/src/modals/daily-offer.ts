import { useEffect, useState } from 'react';
import { selectLoggedIn } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';
import { selectProfile } from '../store/profile';
import { openModal, useLocationHash } from '../frame/location-hash';

/** The player's calendar day, "2026-11-23", as the server counts the daily reward. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Spec: after login, when lastDaily is missing or not today, #daily opens (once a visit). */
export function useDailyOffer(): void {
  const loggedIn = useAppSelector(selectLoggedIn);
  const profile = useAppSelector(selectProfile);
  const hash = useLocationHash();
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    // Opened by the player (the side menu): offered, and closing it claimed it.
    if (hash === '#daily') setOffered(true);
    else if (loggedIn && profile?.registered && profile.lastDaily !== today() && !offered && !hash) {
      setOffered(true);
      openModal('daily');
    }
  }, [loggedIn, profile, offered, hash]);
}
