import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CONTACT_CHALLENGE_PATH, CONTACT_PATH, type ContactResponse } from '@czeus/contract';
import type { Challenge } from 'altcha-lib';
import { Public } from '../auth/caller.js';
import { Client, type ClientContext } from '../http/client.decorator.js';
import { CaptchaService } from './captcha.service.js';
import { ContactService } from './contact.service.js';
import { ContactDto } from './dto/contact.dto.js';

/** Rate limited per client IP like the account calls: a form that mails a person invites spam. */
@Controller()
@Public()
@UseGuards(ThrottlerGuard)
export class ContactController {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly contact: ContactService,
  ) {}

  @Get(CONTACT_CHALLENGE_PATH)
  @Header('cache-control', 'no-store')
  challenge(): Promise<Challenge> {
    return this.captcha.challenge();
  }

  @Post(CONTACT_PATH)
  @HttpCode(201)
  send(@Client() client: ClientContext, @Body() form: ContactDto): Promise<ContactResponse> {
    return this.contact.send(client, form);
  }
}
