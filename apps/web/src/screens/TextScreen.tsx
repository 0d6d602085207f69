import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * A page of text with a way back to the puzzles: about, rules, and the parts still to come;
 * `className` gives a screen a look of its own (login's card).
 */
export function TextScreen({
  title,
  children,
  className = '',
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <main className={`text-screen ${className}`}>
      <h1>{title}</h1>
      {children ?? <p>{t('screen.comingSoon')}</p>}
      <Link href="/" className="button">
        {t('screen.backHome')}
      </Link>
    </main>
  );
}
