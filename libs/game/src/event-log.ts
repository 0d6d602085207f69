import type { GameEvent, GameEventType } from './events.js';

/** The fields each event may carry besides `type` and `at`, with their checks. */
const FIELDS: Record<Exclude<GameEventType, 'puzzleLoaded'>, Record<string, (v: unknown) => boolean>> = {
  countdownFinished: {},
  ticked: {},
  cellSelected: { cell: Number.isInteger, half: (v) => v === undefined || v === 'add' || v === 'mult' },
  digitEntered: { digit: Number.isInteger },
  noteToggled: { digit: Number.isInteger },
  notesSubmitted: {},
  noteModeToggled: {},
  hintRequested: {},
  revealRequested: {},
  paused: {},
  resumed: {},
  undone: {},
  gemsCredited: { amount: Number.isInteger },
  clueAnswerChosen: {
    cell: Number.isInteger,
    half: (v) => v === 'add' || v === 'mult',
    value: Number.isInteger,
  },
};

/**
 * A game's event log as it arrives from a client: each entry must be an event of a known type
 * with exactly its fields, well typed; `puzzleLoaded` is not part of a log (the server loads
 * the puzzle it served). Whether the events could happen is the reducer's to judge.
 */
export function parseEventLog(
  raw: unknown,
): { ok: true; events: GameEvent[] } | { ok: false; reason: string } {
  if (!Array.isArray(raw)) return { ok: false, reason: 'the log is a list of events' };
  for (let i = 0; i < raw.length; i++) {
    const event = raw[i] as Record<string, unknown> | null;
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      return { ok: false, reason: `event ${i} is not an object` };
    // Own properties only: a type or field named `toString`, `constructor` or `__proto__` would
    // otherwise find Object.prototype's members, pass as a known event and break the replay.
    const fields = typeof event.type === 'string' ? ownEntry(FIELDS, event.type) : undefined;
    if (!fields) return { ok: false, reason: `event ${i} has an unknown type` };
    if (typeof event.at !== 'number' || !Number.isFinite(event.at) || event.at < 0)
      return { ok: false, reason: `event ${i} has no valid time` };
    for (const key of Object.keys(event)) {
      if (key === 'type' || key === 'at') continue;
      const check = ownEntry(fields, key);
      if (!check || !check(event[key])) return { ok: false, reason: `event ${i} has a bad field ${key}` };
    }
    for (const [key, check] of Object.entries(fields)) {
      if (!Object.hasOwn(event, key) && !check(undefined))
        return { ok: false, reason: `event ${i} lacks ${key}` };
    }
  }
  return { ok: true, events: raw as GameEvent[] };
}

function ownEntry<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
