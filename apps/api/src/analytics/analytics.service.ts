import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ClientContext } from '../http/client.decorator.js';
import type { AnalyticsBatchDto } from './dto/analytics-batch.dto.js';
import { AnalyticsEvent } from './entities/analytics-event.entity.js';

@Injectable()
export class AnalyticsService {
  constructor(@InjectRepository(AnalyticsEvent) private readonly events: Repository<AnalyticsEvent>) {}

  /** Stores a consenting client's batch in one statement; without consent nothing is kept. */
  async record(client: ClientContext, batch: AnalyticsBatchDto): Promise<number> {
    if (!batch.consent || batch.events.length === 0) return 0;
    await this.events.insert(
      batch.events.map((e) => ({
        tenant: client.tenant,
        sessionId: client.sessionId,
        eventName: e.eventName,
        data: e.data ?? {},
      })),
    );
    return batch.events.length;
  }
}
