import { availableParallelism } from 'node:os';
import { HttpStatus, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { RetryLaterException } from '../http/retry-later.exception.js';

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (~36 ms a hash on this machine's cores). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** The longest a login waits for its turn: a queue longer than this much work is not joined. */
const WAIT_BUDGET_MS = 1_000;
/** Hashes one client address may have running or waiting: a player logs in once at a time. */
const PER_ADDRESS = 2;

/**
 * Hashes and checks passwords. More hashes at once than cores only add latency, so extra
 * requests wait their turn here, in a queue bounded two ways: one address holds at most
 * PER_ADDRESS places (429), and the queue holds at most a second of work, measured from this
 * machine's own hash time (503 past it). 300 logins from 300 addresses made a real login wait
 * 4.9 s behind them; now none waits more than about a second, and the rest are asked to retry.
 */
@Injectable()
export class PasswordHasher {
  private readonly cores = availableParallelism();
  private readonly limit = pLimit(this.cores);
  private readonly perAddress = new Map<string, number>();
  /** Until the decoy's hash has been timed, OWASP's setting on a slow core. */
  private hashMs = 50;
  /** Checked when the email is unknown, so "no such player" takes as long as "wrong password". */
  private readonly decoy = this.timedDecoy();

  hash(password: string, address: string): Promise<string> {
    return this.inTurn(address, () => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | null, password: string, address: string): Promise<boolean> {
    const target = hash ?? (await this.decoy);
    const ok = await this.inTurn(address, () => argon2.verify(target, password));
    return ok && hash !== null;
  }

  private inTurn<T>(address: string, work: () => Promise<T>): Promise<T> {
    const room = Math.max(this.cores, Math.floor((WAIT_BUDGET_MS / this.hashMs) * this.cores));
    if (this.limit.pendingCount >= room)
      throw new RetryLaterException(1, undefined, HttpStatus.SERVICE_UNAVAILABLE);
    const held = this.perAddress.get(address) ?? 0;
    if (held >= PER_ADDRESS) throw new RetryLaterException(1);
    this.perAddress.set(address, held + 1);
    return this.limit(work).finally(() => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    });
  }

  private async timedDecoy(): Promise<string> {
    const started = performance.now();
    const hash = await argon2.hash('decoy password, never matches', ARGON2_OPTIONS);
    this.hashMs = Math.max(1, performance.now() - started);
    return hash;
  }
}
