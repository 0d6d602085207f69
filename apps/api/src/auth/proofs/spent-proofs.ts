import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../database/rows.js';

/**
 * Proofs that open a door once (a sign-in's nonce, a solved login challenge), shared by every
 * server on the database: the first to spend one wins, a replay finds it spent. Stored as a
 * hash of kind and value, so the table holds no credential.
 */
@Injectable()
export class SpentProofs {
  constructor(private readonly db: DataSource) {}

  /** True the first time `value` of `kind` is spent, false ever after (until it expires). */
  async spend(kind: string, value: string, expiresAt: Date): Promise<boolean> {
    const proof = createHash('sha256').update(`${kind}:${value}`).digest('base64url');
    const spent = await rows<{ proof: string }>(
      this.db,
      // A few expired rows go with each spend; SKIP LOCKED keeps concurrent spends from
      // waiting on (or deadlocking over) each other's clean-up.
      `WITH expired AS (
         DELETE FROM spent_proof WHERE proof IN (
           SELECT proof FROM spent_proof WHERE expires_at < now() LIMIT 20 FOR UPDATE SKIP LOCKED))
       INSERT INTO spent_proof (proof, expires_at) VALUES ($1, $2)
       ON CONFLICT (proof) DO NOTHING RETURNING proof`,
      [proof, expiresAt],
    );
    return spent.length === 1;
  }
}
