import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { ContactResponse, ErrorResponse } from '@czeus/contract';
import { DataSource } from 'typeorm';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';
import { uniqueViolation } from '../database/unique-violation.js';
import type { ClientContext } from '../http/client.decorator.js';
import { Mailer } from '../mail/mailer.js';
import { CaptchaService } from './captcha.service.js';
import type { ContactDto } from './dto/contact.dto.js';

const captchaFailed = (): BadRequestException => {
  const body: ErrorResponse = { statusCode: 400, message: 'puzzle-fail', details: ['altcha'] };
  return new BadRequestException(body);
};

/** Contact messages: stored first (nothing is lost when mail is down), then mailed to the operator. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly db: DataSource,
    private readonly captcha: CaptchaService,
    private readonly mailer: Mailer,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  async send(client: ClientContext, form: ContactDto): Promise<ContactResponse> {
    const nonce = await this.captcha.verify(form.altcha);
    if (!nonce) throw captchaFailed();
    const answer: ContactResponse = { success: true, message: 'contact-success' };
    let stored: unknown[];
    try {
      stored = await this.db.query(
        `INSERT INTO contact_message (tenant, session_id, client_message_id, captcha_nonce, name, email, subject, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tenant, session_id, client_message_id) DO NOTHING
         RETURNING id`,
        [
          client.tenant,
          client.sessionId,
          form.id ?? null,
          nonce,
          form.name,
          form.email,
          form.subject,
          form.message,
        ],
      );
    } catch (error) {
      if (uniqueViolation(error) === 'contact_message_captcha_nonce') throw captchaFailed();
      throw error;
    }
    // Nothing stored: the same message (its client id) came before, a retry after a lost answer.
    if (stored.length === 0) return answer;
    await this.mailer
      .send({
        to: this.config.contactEmail,
        replyTo: form.email,
        subject: `[cZeus contact] ${form.subject}`,
        text: `${form.message}\n\n-- \n${form.name} <${form.email}>\ntenant ${client.tenant}, session ${client.sessionId}\n`,
      })
      .catch((error: unknown) => this.logger.error(`stored, but not mailed: ${String(error)}`));
    return answer;
  }
}
