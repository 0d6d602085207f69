import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { selectProfile } from '../store/profile';

/** Spec (constants): the gem indicator, the change shown beside the balance, lasts 1 s. */
export const GEM_INDICATOR_MS = 1000;

/**
 * The player's gems, from the server's ledger (spec: top bar). A change pulses the number and
 * shows itself beside it for GEM_INDICATOR_MS ("−100" for a hint, "+400" for an ad); the
 * number alone is announced.
 */
export function GemBalance() {
  const { t } = useTranslation();
  const data = useAppSelector(selectProfile);
  const ref = useRef<HTMLOutputElement>(null);
  const shown = useRef<number | undefined>(undefined);
  const [change, setChange] = useState<{ by: number; key: number } | null>(null);

  useEffect(() => {
    if (data === undefined) return;
    const before = shown.current;
    shown.current = data.gems;
    if (before === undefined || before === data.gems) return;
    // Restart the CSS pulse without a React render per frame.
    ref.current?.classList.remove('gem-balance--pulse');
    void ref.current?.offsetWidth;
    ref.current?.classList.add('gem-balance--pulse');
    setChange({ by: data.gems - before, key: Date.now() });
  }, [data]);

  useEffect(() => {
    if (!change) return;
    const timer = setTimeout(() => setChange(null), GEM_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [change]);

  if (!data) return null;
  return (
    <span className="gem-balance__box">
      <output
        ref={ref}
        className="gem-balance"
        // Where gems fly to and from (the stage finds its effects' places by data-fx).
        data-fx="balance"
        aria-live="polite"
        aria-label={t('gems', { count: data.gems })}
      >
        <span className="gem-balance__icon" aria-hidden="true">
          ◆
        </span>
        <span>{data.gems}</span>
      </output>
      {change && (
        <span
          key={change.key}
          className={`gem-balance__change gem-balance__change--${change.by > 0 ? 'up' : 'down'}`}
          aria-hidden="true"
        >
          {change.by > 0 ? `+${change.by}` : `−${-change.by}`}
        </span>
      )}
    </span>
  );
}
