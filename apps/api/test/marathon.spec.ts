import { randomUUID } from 'node:crypto';
import type {
  MarathonResponse,
  MarathonRun,
  MarathonScore,
  ScoreResponse,
  StatsResponse,
} from '@czeus/contract';
import { type GameEvent, MARATHON_START_LIVES, replay } from '@czeus/game';
import { decodePuzzle, type PuzzleRecord } from '@czeus/puzzle';
import fc from 'fast-check';
import { ApiClient, newSessionId } from './api-client.js';
import { advanceClock, MOVABLE_CLOCK } from './clock.js';
import { ripen, solving } from './game-log.js';
import { DATABASE_KINDS, serverForSuite } from './server.js';

let games = 0;
const gameId = () => `run-${process.pid}-${Date.now().toString(36)}-${games++}`;

/** The score payload of a log as a client of the run sends it: replayed with the run's lives. */
function runClaim(record: PuzzleRecord, events: GameEvent[], runId: string, lives: number) {
  const played = replay(record, events, 500, 0, lives);
  if (!played.ok) throw new Error(played.reason);
  const s = played.summary;
  return {
    gameId: gameId(),
    puzzleId: record.puzzleId,
    playTime: s.playTime,
    score: s.score,
    startTime: 1_700_000_000_000,
    endTime: 1_700_000_000_000 + s.playTime * 1000,
    hintsUsed: s.hintsUsed + s.revealsUsed,
    timeStar: s.timeStar,
    noerrorsStar: s.noerrorsStar,
    finishedStar: s.finishedStar,
    difficulty: record.difficulty,
    finishType: s.finishType as 'success' | 'errors_fail',
    errorsMade: s.errorsMade,
    events,
    runId,
  };
}

/**
 * A solving log with `wrong` wrong numbers on its first mystery before the right one. A
 * single-pair's mystery takes either of the pair's digits, so neither is a wrong number there.
 */
function withMistakes(record: PuzzleRecord, wrong: number): GameEvent[] {
  const [countdown, select, enter, ...rest] = solving(record);
  if (enter?.type !== 'digitEntered') throw new Error('a game starts with a selection and an entry');
  const puzzle = decodePuzzle(record);
  const right =
    puzzle.shape === 'single-pair' ? puzzle.mysteries.map((m) => puzzle.cells[m].solution) : [enter.digit];
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !right.includes(d)).slice(0, wrong);
  const mistakes: GameEvent[] = digits.map((digit, i) => ({
    type: 'digitEntered',
    at: enter.at + 500 * i,
    digit,
  }));
  const shift = 500 * wrong;
  return [countdown, select, ...mistakes, ...[enter, ...rest].map((e) => ({ ...e, at: e.at + shift }))];
}

describe.each(DATABASE_KINDS)('marathon on %s', (kind) => {
  const suite = serverForSuite(kind, MOVABLE_CLOCK);
  const player = () => new ApiClient(suite.server.url, newSessionId());

  const start = async (client: ApiClient): Promise<MarathonRun> => {
    const answer = await client.post<MarathonResponse>('/marathon', {});
    expect(answer.status).toBe(200);
    return answer.body.run as MarathonRun;
  };
  const serve = async (client: ApiClient, runId: string) => {
    const servedAt = Date.now();
    const answer = await client.get<PuzzleRecord>(`/marathon/game?runId=${runId}`);
    expect(answer.status).toBe(200);
    return { record: answer.body, servedAt };
  };
  /** Serves the run's next puzzle and posts `events(record)` for it; the post's answer. */
  const play = async (
    client: ApiClient,
    run: MarathonRun,
    events: (record: PuzzleRecord) => GameEvent[] = solving,
  ) => {
    const { record, servedAt } = await serve(client, run.runId);
    const claim = runClaim(record, events(record), run.runId, run.lives);
    await ripen(suite.server.url, servedAt, claim.playTime);
    return { answer: await client.post<ScoreResponse>('/game/score', claim), claim, record };
  };

  it('a run of three verified puzzles, each a notch harder, carrying its lives, is the best run the stats report', async () => {
    const runner = player();
    const stats0 = await runner.get<StatsResponse>('/user/stats');
    expect(stats0.body.marathon).toEqual({ best: null });
    let run = await start(runner);
    expect(run).toMatchObject({ puzzles: 0, seconds: 0, lives: MARATHON_START_LIVES, over: false });
    expect(run.next).toEqual({ level: 1, shape: 1, band: 1 });

    // Two mistakes in the first game: 3 lives less 2, and 1 back for the solve.
    const steps: { wrong: number; lives: number }[] = [
      { wrong: 2, lives: 2 },
      { wrong: 0, lives: 3 },
      { wrong: 1, lives: 3 },
    ];
    let seconds = 0;
    for (const [i, step] of steps.entries()) {
      const { answer, claim, record } = await play(runner, run, (r) => withMistakes(r, step.wrong));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ finishType: 'success', stars: step.wrong ? 2 : 3 });
      expect(record).toMatchObject({ level: run.next?.level, shape: run.next?.shape });
      seconds += claim.playTime;
      const moved = answer.body.marathon as MarathonScore;
      expect(moved.run).toMatchObject({ runId: run.runId, puzzles: i + 1, lives: step.lives, over: false });
      expect(moved.run.seconds).toBeCloseTo(seconds, 2);
      run = moved.run;
    }
    expect(run.next).toEqual({ level: 1, shape: 4, band: 1 });

    const stats = await runner.get<StatsResponse>('/user/stats');
    expect(stats.body.marathon.best?.puzzles).toBe(3);
    expect(stats.body.marathon.best?.seconds).toBeCloseTo(seconds, 2);
    // The three games are ordinary verified games too.
    expect(stats.body.games).toBe(3);
    const status = await runner.get<MarathonResponse>('/marathon');
    expect(status.body.run).toMatchObject({ runId: run.runId, puzzles: 3, over: false });
    // Resumed, not restarted: the same run, and the same puzzle until its game is posted.
    expect((await start(runner)).runId).toBe(run.runId);
    const first = await serve(runner, run.runId);
    const again = await serve(runner, run.runId);
    expect(again.record.puzzleId).toBe(first.record.puzzleId);
  });

  it('a game that loses the run’s last life ends it; the next start is a new run, the best stays', async () => {
    const runner = player();
    let run = await start(runner);
    const first = await play(runner, run, (r) => withMistakes(r, 2));
    run = (first.answer.body.marathon as MarathonScore).run;
    expect(run.lives).toBe(2);
    // Two wrong numbers with two lives: the game ends at the second; its log stops there.
    const lost = await play(runner, run, (r) => withMistakes(r, 2).slice(0, 4));
    expect(lost.answer.status).toBe(200);
    expect(lost.answer.body.finishType).toBe('errors_fail');
    const over = (lost.answer.body.marathon as MarathonScore).run;
    expect(over).toMatchObject({ puzzles: 1, lives: 0, over: true, next: null });
    expect((await runner.get(`/marathon/game?runId=${run.runId}`)).status).toBe(409);
    const fresh = await start(runner);
    expect(fresh.runId).not.toBe(run.runId);
    expect(fresh).toMatchObject({ puzzles: 0, lives: MARATHON_START_LIVES });
    const status = await runner.get<MarathonResponse>('/marathon');
    expect(status.body.best?.puzzles).toBe(1);
  });

  it('the same log claimed with three lives on a run that has two is refused, not a second chance', async () => {
    const runner = player();
    let run = await start(runner);
    run = (await play(runner, run, (r) => withMistakes(r, 2))).answer.body.marathon!.run;
    const { record, servedAt } = await serve(runner, run.runId);
    // Replayed with three lives this log is a solve; the run gave two.
    const claim = runClaim(record, withMistakes(record, 2), run.runId, 3);
    await ripen(suite.server.url, servedAt, claim.playTime);
    const answer = await runner.post('/game/score', claim);
    expect(answer.status).toBe(400);
    expect((await runner.get<MarathonResponse>('/marathon')).body.run).toMatchObject({
      puzzles: 1,
      lives: 2,
    });
  });

  it('a forged run id, another player’s run and a run’s puzzle posted without its run gain nothing', async () => {
    const owner = player();
    const other = player();
    const run = await start(owner);
    const forged = randomUUID();
    expect((await owner.get(`/marathon/game?runId=${forged}`)).status).toBe(404);
    expect((await other.get(`/marathon/game?runId=${run.runId}`)).status).toBe(404);

    const { record, servedAt } = await serve(owner, run.runId);
    const claim = runClaim(record, solving(record), run.runId, run.lives);
    await ripen(suite.server.url, servedAt, claim.playTime);
    // The other player posts the owner's game: not their run, not their serving.
    expect((await other.post('/game/score', claim)).status).toBe(400);
    expect((await other.post('/game/score', { ...claim, gameId: gameId(), runId: undefined })).status).toBe(
      400,
    );
    // A forged run id, and the owner's serving posted as an ordinary game.
    expect((await owner.post('/game/score', { ...claim, gameId: gameId(), runId: forged })).status).toBe(400);
    const bare = await owner.post('/game/score', { ...claim, gameId: gameId(), runId: undefined });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain('marathon');
    expect((await owner.get<MarathonResponse>('/marathon')).body.run?.puzzles).toBe(0);
    expect((await other.get<StatsResponse>('/user/stats')).body.marathon.best).toBeNull();
    // The honest post still counts.
    expect((await owner.post('/game/score', claim)).status).toBe(200);
  });

  it('a game posted twice at once, under one id and under two, moves the run once', async () => {
    const runner = player();
    const run = await start(runner);
    const { record, servedAt } = await serve(runner, run.runId);
    const claim = runClaim(record, solving(record), run.runId, run.lives);
    await ripen(suite.server.url, servedAt, claim.playTime);
    const answers = await Promise.all([
      runner.post<ScoreResponse>('/game/score', claim),
      runner.post<ScoreResponse>('/game/score', claim),
      runner.post<ScoreResponse>('/game/score', { ...claim, gameId: gameId() }),
      runner.post<ScoreResponse>('/game/score', { ...claim, gameId: gameId() }),
    ]);
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
    expect(answers.filter((a) => a.body.marathon).length).toBe(1);
    const status = await runner.get<MarathonResponse>('/marathon');
    expect(status.body.run).toMatchObject({ puzzles: 1, lives: MARATHON_START_LIVES + 1 });
    expect((await runner.get<StatsResponse>('/user/stats')).body.games).toBe(1);
  });

  it('two starts at once make one run', async () => {
    const runner = player();
    const runs = await Promise.all([1, 2, 3, 4].map(() => runner.post<MarathonResponse>('/marathon', {})));
    expect(runs.every((r) => r.status === 200)).toBe(true);
    expect(new Set(runs.map((r) => r.body.run?.runId)).size).toBe(1);
  });

  it('refuses malformed, NUL and prototype-named input with a 4xx catalogue key, never a 5xx', async () => {
    const runner = player();
    const run = await start(runner);
    const bad = ['__proto__', 'constructor', 'prototype', '%00', `${run.runId}%00`, '', 'x'.repeat(300)];
    for (const runId of bad) {
      const answer = await runner.get<{ message: string }>(`/marathon/game?runId=${runId}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('error');
    }
    expect((await runner.get(`/marathon/game?runId=${run.runId}&runId=${run.runId}`)).status).toBe(400);
    expect((await runner.get(`/marathon/game?runId=${run.runId}&level=3`)).status).toBe(400);
    expect((await runner.get(`/marathon/game`)).status).toBe(400);
    expect((await runner.get(`/marathon?__proto__=1`)).status).toBe(400);
    for (const body of [
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":1}}',
      '{"a":"\\u0000"}',
      '[1]',
    ]) {
      const answer = await fetch(`${suite.server.url}/api/marathon`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': runner.sessionId,
          'x-tenant': 'czeus',
        },
        body,
      });
      expect(answer.status).toBe(400);
    }
    const { record } = await serve(runner, run.runId);
    const claim = runClaim(record, solving(record), run.runId, run.lives);
    for (const runId of [
      '__proto__',
      'constructor',
      '\u0000',
      `${run.runId}\u0000`,
      7,
      null,
      {},
      [run.runId],
    ]) {
      const answer = await runner.post<{ message: string }>('/game/score', {
        ...claim,
        gameId: gameId(),
        runId,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('error');
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (runId) => {
        const answer = await runner.get(`/marathon/game?runId=${encodeURIComponent(runId)}`);
        expect([400, 404, 429]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (runId) => {
        const answer = await runner.post('/game/score', { ...claim, gameId: gameId(), runId });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect((await runner.get<MarathonResponse>('/marathon')).body.run?.puzzles).toBe(0);
  });

  // Last: the server's clock only goes forward, to tomorrow for every later test.
  it('a run of another day cannot be resumed or moved on; starting gives a new run of today', async () => {
    const runner = player();
    const run = await start(runner);
    const { record, servedAt } = await serve(runner, run.runId);
    const claim = runClaim(record, solving(record), run.runId, run.lives);
    await ripen(suite.server.url, servedAt, claim.playTime);
    await advanceClock(suite.server.url, 24 * 3600 * 1000);
    const late = await runner.post('/game/score', claim);
    expect(late.status).toBe(409);
    expect((await runner.get(`/marathon/game?runId=${run.runId}`)).status).toBe(409);
    expect((await runner.get<MarathonResponse>('/marathon')).body.run).toBeNull();
    const fresh = await start(runner);
    expect(fresh.runId).not.toBe(run.runId);
    expect(fresh.day > run.day).toBe(true);
  });
});
