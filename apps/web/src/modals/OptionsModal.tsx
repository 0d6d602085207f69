import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectSettings, settingToggled, type ToggleSetting } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { HashModal } from '../frame/HashModal';
import '../switch.css';
import './options.css';

type Toggle = { setting: ToggleSetting; label: string };

const ASSISTS: Toggle[] = [
  { setting: 'showErrorAssist', label: 'options.errorAssist' },
  { setting: 'showErrorAssistRule2', label: 'options.rule2Assist' },
];

/** Vibration is offered only where the browser can vibrate (not iOS Safari, not desktops). */
const canVibrate = () => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

const TOGGLES: Toggle[] = [
  { setting: 'hasSound', label: 'options.sound' },
  { setting: 'music', label: 'options.music' },
  ...(canVibrate() ? [{ setting: 'vibration' as const, label: 'options.vibration' }] : []),
  ...ASSISTS,
  { setting: 'highContrast', label: 'options.highContrast' },
  { setting: 'zen', label: 'options.zen' },
  { setting: 'askBeforeHint', label: 'options.askBeforeHint' },
  { setting: 'askBeforeReveal', label: 'options.askBeforeReveal' },
  { setting: 'autoContinue', label: 'options.autoContinue' },
];

function Toggles({ toggles }: { toggles: Toggle[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  return toggles.map(({ setting, label }) => (
    <label key={setting} className="toggle">
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={settings[setting]}
        onChange={() => dispatch(settingToggled(setting))}
      />
      <span>{t(label)}</span>
    </label>
  ));
}

/** #options: sound, music, vibration where there is any, the two assists, high contrast, zen, the spend warnings, the end card's countdown, and the ways to the rules and the tutorial (spec). */
export function OptionsModal() {
  const { t } = useTranslation();
  // Spec: the assists are hidden while solving clues (a clue drill enters no numbers). The play
  // slice joins the store with the play chunk; read without importing it here.
  const drilling = useAppSelector((state) => state.play?.mode.clueDrill ?? false);
  return (
    <HashModal name="options" title={t('options.title')}>
      <div className="options">
        <Toggles toggles={drilling ? TOGGLES.filter((toggle) => !ASSISTS.includes(toggle)) : TOGGLES} />
        <a className="button" href="#rules">
          {t('menu.rules')}
        </a>
        <Link className="button" href="/tutorial" replace>
          {t('menu.tutorial')}
        </Link>
      </div>
    </HashModal>
  );
}

/** #errorAssistSettings: the two assists alone, opened from the play screen's error message. */
export function ErrorAssistModal() {
  const { t } = useTranslation();
  return (
    <HashModal name="errorAssistSettings" title={t('assist.title')}>
      <div className="options">
        <Toggles toggles={ASSISTS} />
      </div>
    </HashModal>
  );
}
