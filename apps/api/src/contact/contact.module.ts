import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/**
 * The contact form: a proof-of-work captcha (CaptchaService, provided by the global AuthModule,
 * whose logins ask for the same proofs), then the message stored and mailed to the operator.
 */
@Module({ controllers: [ContactController], providers: [ContactService] })
export class ContactModule {}
