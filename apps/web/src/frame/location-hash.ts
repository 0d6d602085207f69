import { useSyncExternalStore } from 'react';

/** Fired by openModal/closeModal: pushState and replaceState do not fire hashchange. */
const HASH_EVENT = 'czeus:hash';
/** wouter announces its own navigations with these (it patches pushState/replaceState). */
const EVENTS = ['hashchange', 'popstate', HASH_EVENT, 'pushState', 'replaceState'];

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

/** The URL's hash, e.g. "#options": the spec opens overlays by hash fragment. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

/** Opens an overlay as a new history entry, so the back button closes it. */
export function openModal(name: string): void {
  window.history.pushState(
    { modal: name },
    '',
    `${window.location.pathname}${window.location.search}#${name}`,
  );
  window.dispatchEvent(new Event(HASH_EVENT));
}

/**
 * Opens an overlay in place of this history entry: one overlay leading to another (the
 * reminder to the form), or a link that lands on a screen with an overlay over it.
 */
export function replaceModal(
  name: string,
  path = `${window.location.pathname}${window.location.search}`,
): void {
  window.history.replaceState(window.history.state, '', `${path}#${name}`);
  window.dispatchEvent(new Event(HASH_EVENT));
}

/**
 * Closes the open overlay: back to the entry it was opened from, or, when the page was
 * loaded with the hash (a shared link), by dropping the hash from this entry.
 */
export function closeModal(): void {
  if ((window.history.state as { modal?: string } | null)?.modal) {
    window.history.back();
    return;
  }
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  window.dispatchEvent(new Event(HASH_EVENT));
}
