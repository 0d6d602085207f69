import { useTranslation } from 'react-i18next';

/** The rules as the spec teaches them, shared by the rules page and the #rules overlay. */
export function RulesText() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('rules.clues')}</p>
      <ol>
        {(['rule1', 'rule2', 'rule3', 'rule4'] as const).map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </ol>
    </div>
  );
}
