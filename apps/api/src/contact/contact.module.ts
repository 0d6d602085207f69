import { Module } from '@nestjs/common';
import { CaptchaService } from './captcha.service.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** The contact form: a proof-of-work captcha, then the message stored and mailed to the operator. */
@Module({ controllers: [ContactController], providers: [CaptchaService, ContactService] })
export class ContactModule {}
