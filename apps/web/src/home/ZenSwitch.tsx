import { useTranslation } from 'react-i18next';
import { selectSettings, settingToggled } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * Options' zen switch, at hand under home's Play: /play reads the setting. It comes after the
 * first paint, below the button so nothing above it moves (home's first load is at its budget).
 */
export function ZenSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const zen = useAppSelector(selectSettings).zen;
  return (
    <label className="toggle">
      <input type="checkbox" role="switch" checked={zen} onChange={() => dispatch(settingToggled('zen'))} />
      <span>{t('home:zen')}</span>
    </label>
  );
}
