import type { GemSpendReason } from '@czeus/contract';

// Spec section 9. These move to libs/game, the one home of the game's rules, when it lands.
export const START_GEMS = 500;
export const DAILY_REWARD_GEMS = 800;
export const GEM_PRICES: Record<GemSpendReason, number> = { 'smart-hint': 100, reveal: 200 };
