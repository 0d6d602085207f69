import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PROOF_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  type ContactRequest,
  EMAIL_MAX_LENGTH,
} from '@czeus/contract';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** One line: a name or subject with a line break could forge mail headers downstream. */
const ONE_LINE = /^[^\r\n]*$/;

export class ContactDto implements ContactRequest {
  @IsString() @IsNotEmpty() @MaxLength(CONTACT_NAME_MAX_LENGTH) @Matches(ONE_LINE) name: string;
  @IsString() @MaxLength(EMAIL_MAX_LENGTH) @IsEmail() email: string;
  @IsString() @IsNotEmpty() @MaxLength(CONTACT_SUBJECT_MAX_LENGTH) @Matches(ONE_LINE) subject: string;
  @IsString() @IsNotEmpty() @MaxLength(CONTACT_MESSAGE_MAX_LENGTH) message: string;
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) id?: string;
  /** The spec's message carries it; the header is what counts, this is kept for old clients. */
  @IsOptional() @IsString() @MaxLength(64) sessionId?: string;
  @IsString()
  @IsNotEmpty({ context: { key: 'puzzle-fail' } })
  @MaxLength(CONTACT_PROOF_MAX_LENGTH, {
    context: { key: 'puzzle-fail' },
  })
  altcha: string;
}
