import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectSettings } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import { BLACK_PLAY_PATH } from './black-play-path';
import './contrast.css';

/**
 * The page in high contrast (theme/contrast.css) while the player asks for it in Options, and
 * on /playblack: an attribute on the root element, which the stage watches to redraw the board.
 */
export function useContrastTheme(): void {
  const { highContrast } = useAppSelector(selectSettings);
  const [path] = useLocation();
  const on = highContrast || path === BLACK_PLAY_PATH;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-contrast', on);
  }, [on]);
}
