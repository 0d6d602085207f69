import { useEffect } from 'react';
import type { SocialProviderName } from '@czeus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useProfileQuery, useSocialProvidersQuery } from '../store/api';
import { selectLoggedIn, selectSocialSignIn, socialSignInChanged } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { TextScreen } from '../screens/TextScreen';
import { LoginForms } from './LoginForms';
import { SOCIAL_NAMES } from './social/social-flow';
import { placeBeforeLogin } from './return-place';
import { useLogout } from './use-logout';
import { LandScenery } from '../lands/LandScenery';
import './login.css';

/** The login screen stands in summerland, home's first land. */
const LOGIN_LAND = 1;

/** Spec: the chooser lists Facebook, Google, then the register link and email. */
const CHOOSER_ORDER = ['facebook', 'google', 'linkedin'] as const;

export function LoginScreen() {
  const { t } = useTranslation();
  const isLoggedIn = useAppSelector(selectLoggedIn);
  const { data: profile } = useProfileQuery();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const { data: providers } = useSocialProvidersQuery();
  const offered = CHOOSER_ORDER.filter((provider) => providers?.[provider]);
  const signIn = useAppSelector(selectSocialSignIn);
  const ended = signIn && signIn.phase !== 'waiting' ? signIn : null;
  const dispatch = useAppDispatch();
  // How the last try ended is said here once: leaving the screen forgets it.
  useEffect(() => () => void dispatch(socialSignInChanged(null)), [dispatch]);

  if (isLoggedIn) {
    return (
      <TextScreen title={t('account:login')} className="login-card land-card">
        <LandScenery level={LOGIN_LAND} />
        <p>{t('account:loggedIn', { name: profile?.username ?? '' })}</p>
        {ended?.phase === 'separate' && (
          <p role="alert" className="login-chooser__ended">
            {t('social.separate', { provider: SOCIAL_NAMES[ended.provider] })}
          </p>
        )}
        {/* Signed in here, a provider's login is added to this account (the server links it). */}
        {offered.length > 0 && <ProviderButtons offered={offered} label={t('account:addLogin')} />}
        <button type="button" className="button" onClick={logout}>
          {t('account:logout')}
        </button>
      </TextScreen>
    );
  }
  return (
    <TextScreen title={t('account:login')} className="login-card land-card">
      <LandScenery level={LOGIN_LAND} />
      <p>{t('account:guestNote')}</p>
      {ended && (
        <p role="alert" className="login-chooser__ended">
          {t(`social.${ended.phase}`, { provider: SOCIAL_NAMES[ended.provider] })}
        </p>
      )}
      {/* Spec: the login chooser offers the social logins beside email (those this server has set up). */}
      {offered.length > 0 && (
        <>
          <ProviderButtons offered={offered} label={t('account:chooser')} />
          <p className="login-chooser__or">{t('account:orEmail')}</p>
        </>
      )}
      {/* Logged in, the player goes on where they were; replacing this screen, so Back does not return to it. */}
      <LoginForms onDone={() => navigate(placeBeforeLogin(), { replace: true })} />
    </TextScreen>
  );
}

/** A button per social login this server offers; each opens its overlay. */
function ProviderButtons({ offered, label }: { offered: readonly SocialProviderName[]; label: string }) {
  const { t } = useTranslation();
  return (
    <nav className="login-chooser" aria-label={label}>
      {offered.map((provider) => (
        <a key={provider} className="button" href={`#${provider}login`}>
          {t(`social.${provider}`)}
        </a>
      ))}
    </nav>
  );
}
