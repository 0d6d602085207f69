import { useTranslation } from 'react-i18next';
import { HashModal } from '../frame/HashModal';
import { closeModal } from '../frame/location-hash';

/**
 * #newtab: inside an iframe (a school portal, a blog) some steps, such as a login, need the
 * game in a tab of its own; the player chooses.
 */
export function NewTabModal() {
  const { t } = useTranslation();
  return (
    <HashModal name="newtab" title={t('newtab.title')}>
      <p>{t('newtab.body')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={closeModal}>
          {t('newtab.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.open(`${location.origin}${location.pathname}${location.search}`, '_blank', 'noopener');
            closeModal();
          }}
        >
          {t('newtab.ok')}
        </button>
      </div>
    </HashModal>
  );
}
