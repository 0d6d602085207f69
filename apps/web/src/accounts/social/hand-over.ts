import { ANSWER_CHANNEL, ANSWER_KEY, answerOf, PENDING_KEY, type PendingSignIn, stored } from './social-flow';

/**
 * In the tab the provider redirected back to: if this address is the answer to a sign-in this
 * browser started, hand it to the game's tab (BroadcastChannel, and the storage event through
 * localStorage), take the credential off the address, and close. Run before the app starts.
 * When the tab cannot close (the sign-in ran in this very tab), the app finds the answer and
 * finishes the sign-in itself (social-watch.ts).
 */
export function handOverSignInAnswer(): void {
  const answer = answerOf(location.search, location.hash);
  const pending = stored<PendingSignIn>(PENDING_KEY);
  if (!answer || !pending || answer.state !== pending.state) return;
  localStorage.setItem(ANSWER_KEY, JSON.stringify(answer));
  if ('BroadcastChannel' in window) new BroadcastChannel(ANSWER_CHANNEL).postMessage('answered');
  history.replaceState(null, '', '/');
  window.close();
}
