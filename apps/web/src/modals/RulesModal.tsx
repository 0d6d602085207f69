import { useTranslation } from 'react-i18next';
import { RulesText } from '../screens/RulesText';
import { HashModal } from '../frame/HashModal';

export function RulesModal() {
  const { t } = useTranslation();
  return (
    <HashModal name="rules" title={t('rules.title')}>
      <RulesText />
    </HashModal>
  );
}
