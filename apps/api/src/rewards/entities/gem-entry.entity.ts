import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One credit (+) or debit (−) of a player's gems. Rows are only ever added. */
@Entity('gem_entry')
export class GemEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  /** e.g. +800 for the daily reward, −100 for a smart hint. */
  @Column({ type: 'integer' })
  amount: number;

  /** "start", "daily", "smart-hint", "reveal", … */
  @Column({ type: 'varchar', length: 32 })
  reason: string;

  /** Unique per player: a retried request finds its entry instead of adding another. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
