import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CHALLENGE_PATH, type ErrorKey, type SuccessKey } from '@czeus/contract';
import { errorKeyOf } from '../store/form-error';
import { HashModal } from '../frame/HashModal';
import { useContactMutation } from '../store/api';
import { ProofOfWork } from './ProofOfWork';
import '../frame/forms.css';

/** #contact: the spec's "contact us with captcha" modal. */
export function ContactModal() {
  const { t } = useTranslation();
  return (
    <HashModal name="contact" title={t('contact.title')}>
      <ContactForm />
    </HashModal>
  );
}

/** A fresh id per opened form: a resend after a lost answer is stored once. */
const newMessageId = () => crypto.randomUUID().replaceAll('-', '');

function ContactForm() {
  const { t } = useTranslation();
  const [proof, setProof] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ErrorKey | SuccessKey | 'captcha' | undefined>();
  const [messageId] = useState(newMessageId);
  const [send, { isLoading }] = useContactMutation();
  /** A new widget, and so a new challenge, after each refused send. */
  const [round, setRound] = useState(0);

  // Spec: submit only after the captcha is verified; it resets on expiry.
  const onProof = useCallback((payload: string | undefined) => {
    setProof(payload);
    if (payload) setOutcome(undefined);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!proof) {
      setOutcome('captcha');
      return;
    }
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    try {
      const answer = await send({
        name: field('name'),
        email: field('email'),
        subject: field('subject'),
        message: field('message'),
        id: messageId,
        altcha: proof,
      }).unwrap();
      setOutcome(answer.message);
    } catch (failure) {
      setOutcome(errorKeyOf(failure));
      // A used or refused proof cannot be sent again: a new widget solves a new one.
      setRound((n) => n + 1);
      setProof(undefined);
    }
  };

  // The server's success message, from the catalogue.
  if (outcome === 'contact-success') return <p role="status">{t(`errors:${outcome}`)}</p>;
  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      <p>{t('contact.intro')}</p>
      <label className="form__field">
        <span>{t('contact.name')}</span>
        <input name="name" required maxLength={100} autoComplete="name" />
      </label>
      <label className="form__field">
        <span>{t('contact.email')}</span>
        <input name="email" type="email" required maxLength={254} autoComplete="email" />
      </label>
      <label className="form__field">
        <span>{t('contact.subject')}</span>
        <input name="subject" required maxLength={200} />
      </label>
      <label className="form__field">
        <span>{t('contact.message')}</span>
        <textarea name="message" required maxLength={5000} rows={4} />
      </label>
      <ProofOfWork key={round} challengePath={CONTACT_CHALLENGE_PATH} onProof={onProof} />
      <p className="form__error" role="status">
        {outcome === 'captcha' ? t('contact.captcha') : outcome ? t(`errors:${outcome}`) : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
