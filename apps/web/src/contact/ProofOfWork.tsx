import { useEffect, useRef, useState } from 'react';
import { API_PREFIX } from '@czeus/contract';
import type {} from 'altcha/types/react';
import { selectLanguage } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import { loadAltchaWidget, WIDGET_LANGUAGE, type WidgetStateChange } from './altcha-widget';

/**
 * The ALTCHA proof-of-work widget for a challenge of `challengePath`: it reports the solved
 * payload (or nothing again, when it expires or resets). Loaded only where a form shows it.
 */
export function ProofOfWork({
  challengePath,
  onProof,
}: {
  challengePath: string;
  onProof: (payload: string | undefined) => void;
}) {
  const language = useAppSelector(selectLanguage);
  const [widgetReady, setWidgetReady] = useState(false);
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
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<WidgetStateChange>).detail;
      onProof(state === 'verified' ? payload : undefined);
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [widgetReady, onProof]);

  return widgetReady ? (
    <altcha-widget
      ref={widget}
      challenge={`${API_PREFIX}${challengePath}`}
      language={WIDGET_LANGUAGE[language]}
    />
  ) : null;
}
