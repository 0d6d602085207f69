import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config.js';
import { SERVER_CONFIG } from '../config.module.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes, e.g. the address a player left in the contact form. */
  replyTo?: string;
}

/**
 * Sends mail through SMTP_URL when set; otherwise writes each message as an .eml file into
 * `<dataDir>/outbox/`, so a developer (or a test) can open what a player would receive.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(@Inject(SERVER_CONFIG) private readonly config: ServerConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outbox = path.join(config.dataDir, 'outbox');
    }
  }

  async send(mail: Mail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, ...mail })) as {
      messageId: string;
      message?: Buffer;
    };
    if (this.outbox && info.message) {
      await mkdir(this.outbox, { recursive: true });
      const file = path.join(this.outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message);
      this.logger.log(`mail to the outbox: ${file}`);
    }
  }
}
