import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { GenerateRequest } from '@czeus/puzzle';
import Tinypool from 'tinypool';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import type { MadePuzzle } from './least-solving.js';

/** Built beside this file in dist/, where it imports the built @czeus/puzzle. */
const WORKER = new URL('./puzzle.worker.js', import.meta.url).href;

/**
 * Generates puzzles in a pool of PUZZLE_THREADS worker threads, so neither the bank filling
 * nor a puzzle made for a request holds up the event loop. Tasks queue in the pool in the
 * order asked; its callers keep that queue short.
 */
@Injectable()
export class PuzzleGenerator implements OnApplicationShutdown {
  private readonly pool: Tinypool;

  constructor(@Inject(SERVER_CONFIG) config: ServerConfig) {
    // As many threads from the start as at most: the first request's puzzle waits for no thread start.
    this.pool = new Tinypool({
      filename: WORKER,
      minThreads: config.puzzleThreads,
      maxThreads: config.puzzleThreads,
    });
  }

  generate(request: GenerateRequest): Promise<MadePuzzle> {
    return this.pool.run(request) as Promise<MadePuzzle>;
  }

  /** Nest calls this after the HTTP server has closed, so a request waiting on a puzzle got it. */
  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
