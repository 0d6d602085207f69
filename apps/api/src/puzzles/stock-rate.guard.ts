import { Injectable } from '@nestjs/common';
import type { ServerConfig } from '../config.js';
import type { RateRule } from '../http/rate-limiter.js';
import { PUZZLE_WINDOW_MS, PuzzleRateGuard } from './puzzle-rate.guard.js';

/**
 * Limits `POST /api/game/stock` per player (STOCK_RATE_LIMIT) and counts each call in the
 * address's puzzle budget (PUZZLE_IP_RATE_LIMIT), which `GET /game` shares: a stock is puzzles
 * served, and one address's players ask for them from one budget whichever way.
 */
@Injectable()
export class StockRateGuard extends PuzzleRateGuard {
  protected override playerRule(config: ServerConfig): RateRule {
    return { name: 'stock-player', limit: config.stockRateLimit, windowMs: PUZZLE_WINDOW_MS };
  }
}
