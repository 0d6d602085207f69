import type { SocialProviderName } from '@czeus/contract';
import { closeModal, replaceModal } from '../../frame/location-hash';
import { gameApi } from '../../store/api';
import { loggedIn, socialSignInChanged } from '../../store/auth-slice';
import type { AppDispatch } from '../../store/store';
import { placeBeforeLogin } from '../return-place';
import {
  ANSWER_KEY,
  apiQueryOf,
  authorizeUrl,
  PENDING_KEY,
  type PendingSignIn,
  randomToken,
  type SignInAnswer,
  stored,
} from './social-flow';

/**
 * The game's tab finishes the sign-in answered, whichever tab the answer arrived in: our API
 * exchanges the provider's credential for our token (a guest's progress goes with it, as with
 * registering), and the player goes on where they were. A refusal says so; a cancelled
 * Facebook login reopens where the player started it.
 */
export async function finishSignIn(dispatch: AppDispatch, navigate: (to: string) => void): Promise<void> {
  const pending = stored<PendingSignIn>(PENDING_KEY);
  const answer = stored<SignInAnswer>(ANSWER_KEY);
  if (!pending || !answer || answer.state !== pending.state) return;
  localStorage.removeItem(PENDING_KEY);
  localStorage.removeItem(ANSWER_KEY);
  const { provider } = pending;
  if ('refused' in answer) {
    dispatch(socialSignInChanged({ provider, phase: 'cancelled' }));
    // Spec: a cancelled Facebook login reopens the modal it started from (the end screen's).
    if (provider === 'facebook' && pending.from) replaceModal(pending.from);
    else endOnChooser(navigate, provider, answer.refused);
    return;
  }
  try {
    const providers = await dispatch(gameApi.endpoints.socialProviders.initiate()).unwrap();
    const params = apiQueryOf(pending, answer.credential, providers);
    const { token, emailAccountExists } = await dispatch(
      gameApi.endpoints.socialLogin.initiate({ provider, params }),
    ).unwrap();
    dispatch(loggedIn(token, provider));
    closeModal();
    if (emailAccountExists) {
      // The login screen says why this is a new account and how to reach the other one.
      dispatch(socialSignInChanged({ provider, phase: 'separate' }));
      navigate('/login');
      return;
    }
    dispatch(socialSignInChanged(null));
    navigate(placeBeforeLogin());
  } catch (error) {
    dispatch(socialSignInChanged({ provider, phase: 'failed' }));
    endOnChooser(navigate, provider, error);
  }
}

/**
 * Spec: a social login's failure closes the dialog and logs the error. The login chooser then
 * says how the try ended (LoginScreen reads it from the store) and offers it again, or email.
 */
function endOnChooser(navigate: (to: string) => void, provider: SocialProviderName, error: unknown) {
  console.warn(`Signing in with ${provider} ended without a login:`, error);
  closeModal();
  navigate('/login');
}

/** Whether the game runs inside another page's frame (a frame of another origin may not be read). */
function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Sends the player to the provider in a new tab (a tap's own action, so no blocker stops it);
 * where no tab may open, in this one. The state, Google's nonce and where the player was are
 * kept for the answer.
 */
export async function startSignIn(provider: SocialProviderName, dispatch: AppDispatch) {
  // In a frame (a school portal, a blog), the provider's answer would land in a tab whose
  // storage is not the frame's (browsers partition a frame's storage by the page around it):
  // the game offers a tab of its own to sign in from instead (spec: #newtab).
  if (inFrame()) {
    replaceModal('newtab');
    return;
  }
  const tab = window.open('', '_blank');
  const { pending, url } = (await signInRequest(provider, dispatch)) ?? {};
  if (!pending || !url) {
    tab?.close();
    dispatch(socialSignInChanged({ provider, phase: 'failed' }));
    return;
  }
  localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  localStorage.removeItem(ANSWER_KEY);
  dispatch(socialSignInChanged({ provider, phase: 'waiting' }));
  if (tab) {
    // The provider's page gets no handle on the game's tab.
    tab.opener = null;
    tab.location.href = url;
  } else location.assign(url);
}

/** What a sign-in keeps and the provider's address, or nothing when the server cannot start one. */
async function signInRequest(
  provider: SocialProviderName,
  dispatch: AppDispatch,
): Promise<{ pending: PendingSignIn; url: string } | undefined> {
  try {
    const providers = await dispatch(gameApi.endpoints.socialProviders.initiate()).unwrap();
    // Google's nonce is the server's, made for this session: its login spends it.
    const nonce =
      provider === 'google'
        ? (await dispatch(gameApi.endpoints.googleNonce.initiate()).unwrap()).nonce
        : undefined;
    const pending = { provider, state: randomToken(), nonce, from: location.hash.replace(/^#/, '') };
    const url = authorizeUrl(pending, providers, `${location.origin}/`);
    return url ? { pending, url } : undefined;
  } catch {
    return undefined;
  }
}
