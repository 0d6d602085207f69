import { AnalyticsEvents1763880000000 } from './1763880000000-analytics-events.js';
import { PlayersAndGems1763890000000 } from './1763890000000-players-and-gems.js';
import { PasswordReset1763900000000 } from './1763900000000-password-reset.js';
import { PuzzleBank1763910000000 } from './1763910000000-puzzle-bank.js';
import { Games1763920000000 } from './1763920000000-games.js';
import { AdTickets1763930000000 } from './1763930000000-ad-tickets.js';
import { ContactMessages1763940000000 } from './1763940000000-contact-messages.js';
import { OnePrizePerServing1763950000000 } from './1763950000000-one-prize-per-serving.js';
import { LoginThrottle1763960000000 } from './1763960000000-login-throttle.js';
import { PlayerIdentities1763970000000 } from './1763970000000-player-identities.js';
import { TutorialsSeen1763975000000 } from './1763975000000-tutorials-seen.js';
import { LeastSolvingTime1764010000000 } from './1764010000000-least-solving-time.js';
import { AnalyticsRetention1764020000000 } from './1764020000000-analytics-retention.js';
import { AccountProofs1764030000000 } from './1764030000000-account-proofs.js';
import { OneLedger1764040000000 } from './1764040000000-one-ledger.js';
import { DailyPuzzle1764050000000 } from './1764050000000-daily-puzzle.js';
import { DailyResultsByPlayer1764060000000 } from './1764060000000-daily-results-by-player.js';
import { DailyRankCounts1764070000000 } from './1764070000000-daily-rank-counts.js';
import { ZenServings1764080000000 } from './1764080000000-zen-servings.js';
import { MarathonRuns1764090000000 } from './1764090000000-marathon-runs.js';
import { StockedServings1764100000000 } from './1764100000000-stocked-servings.js';

/** Every migration, oldest first; the same list runs on PGlite and PostgreSQL. */
export const MIGRATIONS = [
  AnalyticsEvents1763880000000,
  PlayersAndGems1763890000000,
  PasswordReset1763900000000,
  PuzzleBank1763910000000,
  Games1763920000000,
  AdTickets1763930000000,
  ContactMessages1763940000000,
  OnePrizePerServing1763950000000,
  LoginThrottle1763960000000,
  PlayerIdentities1763970000000,
  TutorialsSeen1763975000000,
  LeastSolvingTime1764010000000,
  AnalyticsRetention1764020000000,
  AccountProofs1764030000000,
  OneLedger1764040000000,
  DailyPuzzle1764050000000,
  DailyResultsByPlayer1764060000000,
  DailyRankCounts1764070000000,
  ZenServings1764080000000,
  MarathonRuns1764090000000,
  StockedServings1764100000000,
];
