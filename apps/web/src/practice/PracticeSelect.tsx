import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TextScreen } from '../screens/TextScreen';
import { selectSettings } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import { PRACTICE_TABLE } from './practice-kinds';
import './practice.css';

/** /playclueselect: the practice kinds to choose from, each marked when the player finished it. */
export function PracticeSelect() {
  const { t } = useTranslation('practice');
  const done = useAppSelector(selectSettings).practiceDone;
  return (
    <TextScreen title={t('selectTitle')}>
      <p>{t('selectBody')}</p>
      <ul className="practice-select">
        {PRACTICE_TABLE.map(({ kind, path }) => (
          <li key={kind}>
            <Link href={path} className="button">
              <strong>{t(`${kind}.title`)}</strong>
              {done.includes(kind) && <span className="practice-select__done">{t('finished')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </TextScreen>
  );
}
