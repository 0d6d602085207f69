/**
 * Marathon (docs/decisions/0036-marathon.md): a run of puzzles, each a notch harder, with one
 * life bar. The run lives on the server, which picks each next slot, serves its puzzle and
 * counts it only when the ordinary score post of its game verifies.
 */
export const MARATHON_PATHS = {
  /** GET: today's latest run (or null) and the best run; POST `{}`: resume today's running run, else start one. */
  run: '/marathon',
  /** GET `?runId=`: the puzzle of the run's next step (the same one again until its game is posted). */
  game: '/marathon/game',
} as const;

/** A run's result: puzzles solved and the seconds of play they took. */
export interface MarathonResult {
  puzzles: number;
  seconds: number;
}

/** A land (1..3), shape (1..4) and difficulty band (1..land + 1). */
export interface MarathonStep {
  level: number;
  shape: number;
  band: number;
}

export interface MarathonRun extends MarathonResult {
  runId: string;
  /** The UTC day the run started ("YYYY-MM-DD"); it can be resumed only on that day. */
  day: string;
  /** Lives the run's next game starts with; 0 once it is over. */
  lives: number;
  /** Over: its last game lost its last life, or its day has passed. */
  over: boolean;
  /** The slot of the next puzzle; null once over. */
  next: MarathonStep | null;
}

export interface MarathonResponse {
  /** Today's latest run: the running one, else the one that ended last; null without one. */
  run: MarathonRun | null;
  /** The player's best run ever (most puzzles, then fewest seconds); null before any solved puzzle. */
  best: MarathonResult | null;
}

/** The run a score post belongs to, as the game's post left it. */
export interface MarathonScore {
  run: MarathonRun;
  best: MarathonResult | null;
}
