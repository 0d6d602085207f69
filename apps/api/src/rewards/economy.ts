import type { GemSpendReason } from '@czeus/contract';
import { DAILY_REWARD_GEMS, REVEAL_PRICE, SMART_HINT_PRICE, START_GEMS } from '@czeus/game';

export { DAILY_REWARD_GEMS, START_GEMS };

/** What the server charges for each thing a player may buy (libs/game holds the prices). */
export const GEM_PRICES: Record<GemSpendReason, number> = {
  'smart-hint': SMART_HINT_PRICE,
  reveal: REVEAL_PRICE,
};
