import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../store/api';

/** The player's gems, from the server's ledger; pulses when the number changes (spec: top bar). */
export function GemBalance() {
  const { t } = useTranslation();
  const { data } = useProfileQuery();
  const ref = useRef<HTMLOutputElement>(null);
  const shown = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (data === undefined) return;
    if (shown.current !== undefined && shown.current !== data.gems) {
      // Restart the CSS pulse without a React render per frame.
      ref.current?.classList.remove('gem-balance--pulse');
      void ref.current?.offsetWidth;
      ref.current?.classList.add('gem-balance--pulse');
    }
    shown.current = data.gems;
  }, [data]);

  if (!data) return null;
  return (
    <output ref={ref} className="gem-balance" aria-live="polite" aria-label={t('gems', { count: data.gems })}>
      <span className="gem-balance__icon" aria-hidden="true">
        ◆
      </span>
      <span>{data.gems}</span>
    </output>
  );
}
