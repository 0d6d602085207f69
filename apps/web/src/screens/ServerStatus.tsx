import { useTranslation } from 'react-i18next';
import { useHealthQuery } from '../store/api';

/** Says whether the game server answers and its version: diagnostics on the About screen, not home. */
export function ServerStatus() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useHealthQuery();
  const state = isLoading ? 'checking' : isError || !data ? 'down' : 'ok';
  return (
    <div className={`server-status server-status--${state}`} role="status" data-state={state}>
      <span className="server-status__dot" aria-hidden="true" />
      <span>{t(`server.${state}`, { version: data?.version ?? '' })}</span>
      {state === 'down' && (
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
