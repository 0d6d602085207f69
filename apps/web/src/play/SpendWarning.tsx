import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVEAL_PRICE, SMART_HINT_PRICE } from '@czeus/game';
import { settingToggled } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSpendAsked, spendWarningClosed } from './play-slice';
import { type PurchaseResult, spend } from './purchase';

/**
 * Spec: the smart-hint warning and the reveal warning (Cancel / OK, with the price) before
 * gems are spent, until the player ticks "don't ask again" (Options turns it back on). Play is
 * paused while it asks (the pause policy reads `spendAsked`).
 */
export function SpendWarning({ answered }: { answered: (result: PurchaseResult) => void }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const reason = useAppSelector(selectSpendAsked);
  const [dontAsk, setDontAsk] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (reason && !dialog.open) {
      setDontAsk(false);
      dialog.showModal();
    }
    if (!reason && dialog.open) dialog.close();
  }, [reason]);

  const close = () => dispatch(spendWarningClosed());
  const confirm = () => {
    if (!reason) return;
    if (dontAsk) dispatch(settingToggled(reason === 'smart-hint' ? 'askBeforeHint' : 'askBeforeReveal'));
    close();
    void dispatch(spend(reason)).then(answered);
  };
  const hint = reason === 'smart-hint';
  return (
    <dialog
      ref={ref}
      className="modal modal--center spend-warning"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {reason && (
        <div className="modal__body">
          <h2 id={titleId}>{t(hint ? 'warnHintTitle' : 'warnRevealTitle')}</h2>
          <p>{t(hint ? 'warnHint' : 'warnReveal', { price: hint ? SMART_HINT_PRICE : REVEAL_PRICE })}</p>
          <label className="toggle">
            <input type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
            <span>{t('dontAskAgain')}</span>
          </label>
          <div className="modal__actions">
            <button type="button" className="button" onClick={close}>
              {t('cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('ok')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
