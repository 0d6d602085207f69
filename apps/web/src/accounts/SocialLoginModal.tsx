import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HashModal } from '../modals/HashModal';

/**
 * #googlelogin, #linkedinlogin and #facebooklogin (the login chooser's Facebook entry). The
 * social logins come with their own issue (the server verifies the provider's token); until
 * then the overlay says so and leads to email login.
 */
function SocialLoginModal({ name, provider }: { name: string; provider: string }) {
  const { t } = useTranslation();
  return (
    <HashModal name={name} title={t('social.title')}>
      <p>{t('social.body', { provider })}</p>
      <Link href="/login" replace className="button button--primary">
        {t('social.useEmail')}
      </Link>
    </HashModal>
  );
}

export const GoogleLoginModal = () => <SocialLoginModal name="googlelogin" provider="Google" />;
export const LinkedInLoginModal = () => <SocialLoginModal name="linkedinlogin" provider="LinkedIn" />;
export const FacebookLoginModal = () => <SocialLoginModal name="facebooklogin" provider="Facebook" />;
