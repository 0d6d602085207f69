import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

const LOGIN_PATH = '/login';

/** The last screen shown other than the login screen; none for a visit that began on it. */
let lastPlace: string | null = null;

/** Remembers where the player is, so a login can return there (the app's frame calls it once). */
export function useRememberPlace(): void {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (path.toLowerCase() !== LOGIN_PATH) lastPlace = search ? `${path}?${search}` : path;
  }, [path, search]);
}

/** Where a login from the login screen goes on to: the screen the player came from, or home. */
export const placeBeforeLogin = (): string => lastPlace ?? '/';
