import { useTranslation } from 'react-i18next';
import { HashModal } from '../frame/HashModal';

/** What the legend names, in the order a newcomer meets them; each text carries its sign. */
const ENTRIES = ['mystery', 'add', 'mult', 'pair', 'square', 'hidden'] as const;

/** Spec: the puzzle screen's info legend, what each thing on the board is; play pauses while it is read. */
export function LegendModal() {
  const { t } = useTranslation('account');
  return (
    <HashModal name="legend" title={t('play:legend')}>
      <ul className="legend">
        {ENTRIES.map((key) => (
          <li key={key}>{t(`legend.${key}`)}</li>
        ))}
      </ul>
    </HashModal>
  );
}
