import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One analytics event a consenting client sent (spec section 7: screen views, play_finish, …). */
@Entity('analytics_event')
export class AnalyticsEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  tenant: string;

  @Column({ name: 'session_id', type: 'varchar', length: 64 })
  sessionId: string;

  @Column({ name: 'event_name', type: 'varchar', length: 64 })
  eventName: string;

  /** Small flat record of the event's fields, e.g. `{ "difficulty": 2, "stars": 3 }`. */
  @Column({ type: 'jsonb' })
  data: Record<string, string | number | boolean | null>;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
