import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PuzzleRecord } from '@czeus/puzzle';
import { RetryLaterException } from '../http/retry-later.exception.js';
import { PuzzleBankService } from './puzzle-bank.service.js';
import { PuzzleGenerator } from './puzzle-generator.js';
import { type Slot, slotKey } from './slots.js';

/** A puzzle takes milliseconds to make: a refused player may ask again a second later. */
const RETRY_AFTER_S = 1;

/**
 * Puzzles made while a request waits, when nothing of its slot can be served (an empty bank).
 * The work stays bounded however many requests come: requests for one slot share the puzzle
 * being made for it, and a player whose own puzzle is still being made is refused another.
 */
@Injectable()
export class FreshPuzzles {
  private readonly makingFor = new Map<string, Promise<PuzzleRecord>>();
  /** Players who asked for a puzzle now being made. */
  private readonly waiting = new Set<string>();

  constructor(
    private readonly generator: PuzzleGenerator,
    private readonly bank: PuzzleBankService,
  ) {}

  make(slot: Slot, playerId: string): Promise<PuzzleRecord> {
    const key = slotKey(slot);
    const underWay = this.makingFor.get(key);
    if (underWay) return underWay;
    if (this.waiting.has(playerId)) throw new RetryLaterException(RETRY_AFTER_S);
    this.waiting.add(playerId);
    const made = this.generator
      .generate({ ...slot, seed: randomUUID() })
      .then(async (made) => {
        await this.bank.store(made);
        return made.record;
      })
      .finally(() => {
        this.makingFor.delete(key);
        this.waiting.delete(playerId);
      });
    this.makingFor.set(key, made);
    return made;
  }
}
