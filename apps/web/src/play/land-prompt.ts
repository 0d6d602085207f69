import { TUTORIAL_LANDS, type TutorialLand } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { selectSettings, tutorialSeen } from '../settings/settings-slice';
import { gameApi, useProfileQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import type { AppDispatch } from '../store/store';
import { landPrompt, type PlayMode, REGULAR_PLAY } from './play-mode';

/** The land of a puzzle: land 1 is summerland (spec section 2). */
export const landOf = (record: PuzzleRecord): TutorialLand =>
  TUTORIAL_LANDS[Math.min(TUTORIAL_LANDS.length, Math.max(1, record.level)) - 1];

/** Regular play, opening with the land's prompt while its tutorial is unseen here and on the account. */
export function useRegularMode(record: PuzzleRecord | undefined): PlayMode {
  const local = useAppSelector(selectSettings).tutorialsSeen;
  const { data: profile } = useProfileQuery();
  if (!record) return REGULAR_PLAY;
  const land = landOf(record);
  const seen = local.includes(land) || !!profile?.tutorialsSeen?.includes(land);
  return seen ? REGULAR_PLAY : PROMPTS[land];
}

const PROMPTS = Object.fromEntries(TUTORIAL_LANDS.map((land) => [land, landPrompt(land)])) as Record<
  TutorialLand,
  PlayMode
>;

/** The player saw or declined a land's tutorial: kept in the settings and with the player on the server. */
export const landTutorialSeen = (land: TutorialLand) => (dispatch: AppDispatch) => {
  dispatch(tutorialSeen(land));
  void dispatch(gameApi.endpoints.markTutorialSeen.initiate({ land }));
};
