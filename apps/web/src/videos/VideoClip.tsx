import { prefersReducedMotion } from '../play/reduced-motion';
import { clipFiles } from './clip-files';
import './videos.css';

interface VideoClipProps {
  /** A clip's name in assets/videos, e.g. "rule-add". */
  name: string;
  /** What the clip shows, said in words: its text equivalent (the clips have no sound). */
  label: string;
  /**
   * 'asked': the player tapped to see it (the rules): it plays at once, with controls. 'ad': it
   * plays by itself, without controls, unless less motion is asked for: then the poster stands,
   * with controls to play it on purpose.
   */
  start: 'asked' | 'ad';
}

/** A clip of the game, muted (the clips have no sound). Its file is fetched only once shown. */
export function VideoClip({ name, label, start }: VideoClipProps) {
  const files = clipFiles(name);
  if (!files) return null;
  const plays = start === 'asked' || !prefersReducedMotion();
  return (
    <video
      className="video-clip"
      poster={files.poster}
      aria-label={label}
      muted
      playsInline
      autoPlay={plays}
      controls={start === 'asked' || !plays}
      preload={plays ? 'auto' : 'none'}
    >
      <source src={files.webm} type="video/webm" />
      <source src={files.mp4} type="video/mp4" />
    </video>
  );
}
