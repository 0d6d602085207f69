import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ClientContext } from '../http/client.decorator.js';
import type { AnalyticsBatchDto } from './dto/analytics-batch.dto.js';

@Injectable()
export class AnalyticsService {
  constructor(private readonly db: DataSource) {}

  /**
   * Stores a consenting client's batch in one statement; without consent nothing is kept. The
   * batch travels as one JSON parameter, so its size never changes the statement's shape.
   */
  async record(client: ClientContext, batch: AnalyticsBatchDto): Promise<number> {
    if (!batch.consent || batch.events.length === 0) return 0;
    const events = batch.events.map((e) => ({ event_name: e.eventName, data: e.data ?? {} }));
    await this.db.query(
      `INSERT INTO analytics_event (tenant, session_id, event_name, data)
       SELECT $1, $2, e.event_name, e.data FROM jsonb_to_recordset($3::jsonb) AS e(event_name text, data jsonb)`,
      [client.tenant, client.sessionId, JSON.stringify(events)],
    );
    return batch.events.length;
  }
}
