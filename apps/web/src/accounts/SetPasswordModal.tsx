import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, newPasswordError } from '@czeus/contract';
import { Link } from 'wouter';
import { HashModal } from '../frame/HashModal';
import { useResetPasswordMutation } from '../store/api';
import { resetCodeReceived, selectResetCode } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { errorKeyOf } from '../store/form-error';
import { FormError } from './FormError';
import '../frame/forms.css';

/** The new-password form for the code of a mailed link (spec: length, then the repeat). */
export function SetPasswordForm() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const code = useAppSelector(selectResetCode);
  const [reset, { isLoading, data: done }] = useResetPasswordMutation();
  const [error, setError] = useState<ErrorKey | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const password2 = String(data.get('password2') ?? '');
    const problem = code ? newPasswordError(password, password2) : 'reset-password-fail';
    setError(problem);
    if (problem || !code) return;
    try {
      await reset({ resetPasswordCode: code, password, password2 }).unwrap();
      dispatch(resetCodeReceived(null));
    } catch (failure) {
      setError(errorKeyOf(failure));
    }
  };

  // Spec: the server's success message, then login.
  if (done)
    return (
      <>
        <p role="status">{t(`errors:${done.message}`)}</p>
        <Link href="/login" className="button button--primary">
          {t('login')}
        </Link>
      </>
    );
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="form__field">
        <span>{t('newPassword')}</span>
        <input name="password" type="password" autoComplete="new-password" />
      </label>
      <label className="form__field">
        <span>{t('password2')}</span>
        <input name="password2" type="password" autoComplete="new-password" />
      </label>
      <FormError errorKey={error} />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {t('savePassword')}
      </button>
    </form>
  );
}

/** #setpassword: opened by /resetPassword/{code}, over home. */
export function SetPasswordModal() {
  const { t } = useTranslation();
  return (
    <HashModal name="setpassword" title={t('screen.setPassword')}>
      <SetPasswordForm />
    </HashModal>
  );
}
