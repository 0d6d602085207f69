import { useTranslation } from 'react-i18next';
import { selectSettings, settingToggled } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import '../switch.css';
import './zen-switch.css';

/**
 * Options' zen switch, at hand beside home's Play: /play reads the setting. It comes after the
 * first paint (home's first load is at its budget). Its visible word is short so home's row
 * stays one row on a phone held sideways; its name says what zen leaves out, and the zen card
 * says it again before play.
 */
export function ZenSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const zen = useAppSelector(selectSettings).zen;
  return (
    <label className="toggle zen-switch">
      <input
        type="checkbox"
        role="switch"
        className="switch"
        aria-label={t('home:zen')}
        checked={zen}
        onChange={() => dispatch(settingToggled('zen'))}
      />
      <span aria-hidden="true">{t('home:zenShort')}</span>
    </label>
  );
}
