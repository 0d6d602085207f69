import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useProfileQuery } from '../store/api';
import { selectLoggedIn } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';
import { TextScreen } from '../screens/TextScreen';
import { LoginForms } from './LoginForms';
import { placeBeforeLogin } from './return-place';
import { useLogout } from './use-logout';

export function LoginScreen() {
  const { t } = useTranslation();
  const isLoggedIn = useAppSelector(selectLoggedIn);
  const { data: profile } = useProfileQuery();
  const logout = useLogout();
  const [, navigate] = useLocation();

  if (isLoggedIn) {
    return (
      <TextScreen title={t('account:login')}>
        <p>{t('account:loggedIn', { name: profile?.username ?? '' })}</p>
        <button type="button" className="button" onClick={logout}>
          {t('account:logout')}
        </button>
      </TextScreen>
    );
  }
  return (
    <TextScreen title={t('account:login')}>
      <p>{t('account:guestNote')}</p>
      {/* Spec: the login chooser offers the social logins beside email. */}
      <nav className="login-chooser" aria-label={t('account:chooser')}>
        <a className="button" href="#facebooklogin">
          {t('social.facebook')}
        </a>
        <a className="button" href="#googlelogin">
          {t('social.google')}
        </a>
        <a className="button" href="#linkedinlogin">
          {t('social.linkedin')}
        </a>
      </nav>
      <p className="login-chooser__or">{t('account:orEmail')}</p>
      {/* Logged in, the player goes on where they were; replacing this screen, so Back does not return to it. */}
      <LoginForms onDone={() => navigate(placeBeforeLogin(), { replace: true })} />
    </TextScreen>
  );
}
