import { useEffect } from 'react';
import { gameApiArrived, GAME_API_PATH } from './api-slot';
import { useProfileQuery } from './api';
import { useAppDispatch, useAppSelector } from './hooks';

function ProfileSubscription() {
  useProfileQuery();
  return null;
}

/**
 * Keeps the player's profile fetched and fresh (refetched when a call changes it, again after a
 * login or logout) for the screens that read it by `selectProfile`. Loaded after the first paint
 * with the API; it lets the store take in the API's state before subscribing.
 */
export function ProfileFeed() {
  const dispatch = useAppDispatch();
  const joined = useAppSelector((state) => GAME_API_PATH in state);
  useEffect(() => {
    if (!joined) dispatch(gameApiArrived());
  }, [joined, dispatch]);
  return joined ? <ProfileSubscription /> : null;
}
