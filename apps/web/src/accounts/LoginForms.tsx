import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, isEmail, loginFormError, registerFormError, type ErrorKey } from '@czeus/contract';
import { useLoginMutation, useRegisterMutation, useRequestResetMutation } from '../store/api';
import { loggedIn } from '../store/auth-slice';
import { useAppDispatch } from '../store/hooks';
import { errorKeyOf } from '../store/form-error';
import { FormError } from './FormError';
import '../frame/forms.css';

type Mode = 'login' | 'register' | 'forgot';

/** The proof-of-work widget, fetched only for a login the server asked to bring one. */
const ProofOfWork = lazy(() => import('../contact/ProofOfWork').then((m) => ({ default: m.ProofOfWork })));

/** The server's 429 asking for a solved challenge with the next login of this name. */
const proofAskedBy = (failure: unknown): boolean => {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: { details?: unknown } };
  return status === 429 && Array.isArray(data?.details) && data.details.includes('altcha');
};

interface LoginFormsProps {
  initialMode?: Mode;
  /** Called after a successful login or registration. */
  onDone?: () => void;
}

/**
 * Email login, register and forgot password, with the spec's checks in its order before anything
 * is sent. A message stays only while it is still true: an edit that mends the problem (or any
 * edit after the server's refusal) takes it away.
 */
export function LoginForms({ initialMode = 'login', onDone }: LoginFormsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [error, setError] = useState<ErrorKey | undefined>();
  const [login, loginState] = useLoginMutation();
  // After a few wrong passwords the server asks each login of that name for a proof of work.
  const [proofAsked, setProofAsked] = useState(false);
  const [proof, setProof] = useState<string | undefined>();
  const [proofRound, setProofRound] = useState(0);
  const [register, registerState] = useRegisterMutation();
  const busy = loginState.isLoading || registerState.isLoading;
  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
  };

  const checked = (element: HTMLFormElement) => {
    const data = new FormData(element);
    const text = (name: string) => String(data.get(name) ?? '');
    const form = {
      email: text('email'),
      password: text('password'),
      username: text('username'),
      password2: text('password2'),
      GDPRConfirmed: data.get('terms') === 'on',
    };
    return { form, problem: mode === 'login' ? loginFormError(form) : registerFormError(form) };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { form, problem } = checked(event.currentTarget);
    setError(problem);
    if (problem) return;
    if (mode === 'login' && proofAsked && !proof) return;
    try {
      const answer = await (
        mode === 'login'
          ? login({ email: form.email, password: form.password, ...(proof && { altcha: proof }) })
          : register(form)
      ).unwrap();
      dispatch(loggedIn(answer.token, 'email'));
      onDone?.();
    } catch (failure) {
      if (proofAskedBy(failure)) setProofAsked(true);
      else setError(errorKeyOf(failure));
    } finally {
      // A proof is spent by the attempt it came with: the next attempt solves a new one.
      if (proof) {
        setProof(undefined);
        setProofRound((n) => n + 1);
      }
    }
  };

  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => switchTo('login')} />;
  return (
    <form
      className="form"
      onSubmit={(e) => void submit(e)}
      onChange={(e) => error && checked(e.currentTarget).problem !== error && setError(undefined)}
      noValidate
    >
      <label className="form__field">
        <span>{t('account:email')}</span>
        <input name="email" type="email" autoComplete="email" inputMode="email" />
      </label>
      {mode === 'register' && (
        <label className="form__field">
          <span>{t('account:username')}</span>
          <input name="username" autoComplete="nickname" maxLength={36} />
        </label>
      )}
      <label className="form__field">
        <span>{t('account:password')}</span>
        <input
          name="password"
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        />
      </label>
      {mode === 'register' && (
        <>
          <label className="form__field">
            <span>{t('account:password2')}</span>
            <input name="password2" type="password" autoComplete="new-password" />
          </label>
          <label className="toggle">
            <input name="terms" type="checkbox" />
            <span>{t('account:terms')}</span>
          </label>
        </>
      )}
      {mode === 'login' && proofAsked && (
        <>
          <p role="status">{t('account:proofAsked')}</p>
          <Suspense fallback={null}>
            <ProofOfWork key={proofRound} challengePath={AUTH_PATHS.challenge} onProof={setProof} />
          </Suspense>
        </>
      )}
      <FormError errorKey={error} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {mode === 'login' ? t('account:login') : t('account:register')}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => switchTo(mode === 'login' ? 'register' : 'login')}
      >
        {mode === 'login' ? t('account:toRegister') : t('account:toLogin')}
      </button>
      {mode === 'login' && (
        <button type="button" className="link-button" onClick={() => switchTo('forgot')}>
          {t('account:forgot')}
        </button>
      )}
    </form>
  );
}

/** Spec: the email must look like one; the answer is the same whether or not an account has it. */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [request, { isLoading, isSuccess }] = useRequestResetMutation();
  const [error, setError] = useState<ErrorKey | undefined>();

  const checked = (element: HTMLFormElement) => {
    const email = String(new FormData(element).get('email') ?? '').trim();
    return { email, problem: isEmail(email) ? undefined : ('forgot-password-not-email' as const) };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, problem } = checked(event.currentTarget);
    setError(problem);
    if (problem) return;
    try {
      await request({ email }).unwrap();
    } catch (failure) {
      setError(errorKeyOf(failure));
    }
  };

  return (
    <form
      className="form"
      onSubmit={(e) => void submit(e)}
      onChange={(e) => error && checked(e.currentTarget).problem !== error && setError(undefined)}
      noValidate
    >
      <label className="form__field">
        <span>{t('account:email')}</span>
        <input name="email" type="email" autoComplete="email" inputMode="email" />
      </label>
      {isSuccess ? <p role="status">{t('account:resetSent')}</p> : <FormError errorKey={error} />}
      <button type="submit" className="button button--primary" disabled={isLoading || isSuccess}>
        {t('account:forgotSend')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('account:toLogin')}
      </button>
    </form>
  );
}
