import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@czeus/contract';

/** The catalogue text of a form's first problem, announced as it appears. */
export function FormError({ errorKey }: { errorKey: ErrorKey | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="form__error" role="alert">
      {errorKey ? t(`errors:${errorKey}`) : ''}
    </p>
  );
}
