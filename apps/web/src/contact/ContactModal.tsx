import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PREFIX, CONTACT_CHALLENGE_PATH, type ErrorKey } from '@czeus/contract';
import type {} from 'altcha/types/react';
import { errorKeyOf } from '../accounts/form-error';
import { HashModal } from '../modals/HashModal';
import { selectLanguage } from '../settings/settings-slice';
import { useContactMutation } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { loadAltchaWidget, WIDGET_LANGUAGE, type WidgetStateChange } from './altcha-widget';

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
  const language = useAppSelector(selectLanguage);
  const [widgetReady, setWidgetReady] = useState(false);
  const [proof, setProof] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ErrorKey | 'sent' | 'captcha' | undefined>();
  const [messageId] = useState(newMessageId);
  const [send, { isLoading }] = useContactMutation();
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    void loadAltchaWidget(language).then(() => live && setWidgetReady(true));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    // Spec: submit only after the captcha is verified; it resets on expiry.
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<WidgetStateChange>).detail;
      setProof(state === 'verified' ? payload : undefined);
      if (state === 'verified') setOutcome(undefined);
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [widgetReady]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!proof) {
      setOutcome('captcha');
      return;
    }
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    try {
      await send({
        name: field('name'),
        email: field('email'),
        subject: field('subject'),
        message: field('message'),
        id: messageId,
        altcha: proof,
      }).unwrap();
      setOutcome('sent');
    } catch (failure) {
      setOutcome(errorKeyOf(failure));
      // A used or refused proof cannot be sent again: ask the widget for a new one.
      (widget.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
      setProof(undefined);
    }
  };

  if (outcome === 'sent') return <p role="status">{t('contact.success')}</p>;
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
      {widgetReady && (
        <altcha-widget
          ref={widget}
          challenge={`${API_PREFIX}${CONTACT_CHALLENGE_PATH}`}
          language={WIDGET_LANGUAGE[language]}
        />
      )}
      <p className="form__error" role="status">
        {outcome === 'captcha' ? t('contact.captcha') : outcome ? t(`errors:${outcome}`) : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
