import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LandScenery } from '../lands/LandScenery';
import { selectSettings } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import { DrillProgress } from './DrillProgress';
import { OnboardingPicture } from './OnboardingPicture';
import { PRACTICE_TABLE } from './practice-kinds';
import './practice.css';

/** The land the practice sets are played in (their puzzles are level 2), so the chooser is there too. */
const PRACTICE_LAND = 2;

/**
 * /playclueselect: a card per practice kind, with its picture (the onboarding card's), its
 * name, its progress through the set, and a mark once the player finished it.
 */
export function PracticeSelect() {
  const { t } = useTranslation('practice');
  const done = useAppSelector(selectSettings).practiceDone;
  return (
    <main className="practice-select">
      <LandScenery level={PRACTICE_LAND} />
      <h1>{t('selectTitle')}</h1>
      <p>{t('selectBody')}</p>
      <ul className="practice-select__cards">
        {PRACTICE_TABLE.map((kind) => (
          <li key={kind.kind}>
            <Link href={kind.path} className="practice-card">
              <OnboardingPicture index={kind.onboarding} />
              <strong className="practice-card__title">{t(`${kind.kind}.title`)}</strong>
              <DrillProgress kind={kind} />
              {done.includes(kind.kind) && <span className="practice-card__done">✓ {t('finished')}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/" className="button">
        {t('shell:screen.backHome')}
      </Link>
    </main>
  );
}
