import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A guest (keyed by its session) or a registered player of one tenant. */
@Entity('player')
export class Player {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  tenant: string;

  /** The guest's browser session; null once the row is an account. */
  @Column({ name: 'session_id', type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  username: string | null;

  /** argon2id PHC string. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  /** Running sum of the player's gem ledger. */
  @Column({ type: 'integer' })
  gems: number;

  /** Calendar day ("2026-11-23") of the last daily reward, in the player's time zone. */
  @Column({ name: 'last_daily', type: 'date', nullable: true })
  lastDaily: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'registered_at', type: 'timestamptz', nullable: true })
  registeredAt: Date | null;
}
