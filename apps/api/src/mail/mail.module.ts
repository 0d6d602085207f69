import { Global, Module } from '@nestjs/common';
import { Mailer } from './mailer.js';

/** One mailer for the whole server: password resets and contact messages. */
@Global()
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
