import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleClip } from '../videos/ad-clips';
import { VideoClip } from '../videos/VideoClip';

/** A rule's clip: a button that says what it shows, the clip in its place once tapped. */
function RuleClipLink({ clip }: { clip: RuleClip }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const label = t(`clips.${clip}`);
  if (shown)
    return (
      <figure className="rules__clip">
        <VideoClip name={`rule-${clip}`} label={label} start="asked" />
        <figcaption>{label}</figcaption>
      </figure>
    );
  return (
    <button type="button" className="button rules__watch" onClick={() => setShown(true)}>
      <span aria-hidden="true">▶ </span>
      {label}
    </button>
  );
}

const clipLinks = (clips: readonly RuleClip[]) => (
  <div className="rules__clips">
    {clips.map((clip) => (
      <RuleClipLink key={clip} clip={clip} />
    ))}
  </div>
);

/**
 * The rules as the spec teaches them, each with a clip of it played (spec: "rules with video
 * links"), shared by the rules page and the #rules overlay; loaded with the overlays' texts.
 */
export function RulesText() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('rules.clues')}</p>
      {clipLinks(['add', 'multiply', 'square'])}
      <ol>
        <li>{t('rules.rule1')}</li>
        <li>
          {t('rules.rule2')}
          {clipLinks(['pairs'])}
        </li>
        <li>{t('rules.rule3')}</li>
        <li>{t('rules.rule4')}</li>
      </ol>
      <p>{t('clips.playing')}</p>
      {clipLinks(['notes', 'hint'])}
    </div>
  );
}
