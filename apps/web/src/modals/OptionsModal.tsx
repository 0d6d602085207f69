import { useTranslation } from 'react-i18next';
import { selectSettings, settingToggled, type ToggleSetting } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { HashModal } from './HashModal';

const TOGGLES: { setting: ToggleSetting; label: string }[] = [
  { setting: 'hasSound', label: 'options.sound' },
  { setting: 'showErrorAssist', label: 'options.errorAssist' },
  { setting: 'showErrorAssistRule2', label: 'options.rule2Assist' },
];

export function OptionsModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  return (
    <HashModal name="options" title={t('options.title')}>
      <div className="options">
        {TOGGLES.map(({ setting, label }) => (
          <label key={setting} className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={settings[setting]}
              onChange={() => dispatch(settingToggled(setting))}
            />
            <span>{t(label)}</span>
          </label>
        ))}
        <a className="button" href="#rules">
          {t('menu.rules')}
        </a>
      </div>
    </HashModal>
  );
}
