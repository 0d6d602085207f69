import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SocialProviderName } from '@czeus/contract';
import { HashModal } from '../frame/HashModal';
import { useSocialProvidersQuery } from '../store/api';
import { selectSocialSignIn } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SOCIAL_NAMES } from './social/social-flow';
import { startSignIn } from './social/social-login';

/**
 * #googlelogin, #linkedinlogin and #facebooklogin: signing in with a provider (spec). The
 * provider opens in a new tab (accounts/social); meanwhile this says where to finish, and how
 * the last try ended. A provider this server has no client id for is offered as email.
 */
function SocialLoginModal({ name, provider }: { name: string; provider: SocialProviderName }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: providers, isError } = useSocialProvidersQuery();
  const signIn = useAppSelector(selectSocialSignIn);
  const params = { provider: SOCIAL_NAMES[provider] };
  const phase = signIn?.provider === provider ? signIn.phase : null;
  const available = !!providers?.[provider];
  const email = (
    <Link href="/login" replace className="button">
      {t('social.useEmail')}
    </Link>
  );
  return (
    <HashModal name={name} title={t('social.title', params)}>
      {!providers && !isError ? (
        <p aria-busy="true" />
      ) : !available ? (
        <>
          <p>{t('social.unavailable', params)}</p>
          {email}
        </>
      ) : (
        <>
          <p role="status">
            {phase === 'waiting'
              ? t('social.waiting', params)
              : phase
                ? t(`social.${phase}`, params)
                : t('social.body', params)}
          </p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void startSignIn(provider, dispatch)}
            >
              {t('social.open', params)}
            </button>
            {email}
          </div>
        </>
      )}
    </HashModal>
  );
}

export const GoogleLoginModal = () => <SocialLoginModal name="googlelogin" provider="google" />;
export const LinkedInLoginModal = () => <SocialLoginModal name="linkedinlogin" provider="linkedin" />;
export const FacebookLoginModal = () => <SocialLoginModal name="facebooklogin" provider="facebook" />;
