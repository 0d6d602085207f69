import {
  CONTACT_PROOF_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type LoginRequest,
  type RegisterRequest,
} from '@czeus/contract';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

// The DTOs bound the shape and size of what arrives; the spec's ordered checks (which key a
// bad form gets) run in registerFormError/loginFormError, shared with the web's inline errors.
const TEXT_LIMIT = 300;

export class RegisterDto implements Partial<RegisterRequest> {
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH + TEXT_LIMIT) email?: string;
  @IsOptional() @IsString() @MaxLength(TEXT_LIMIT) username?: string;
  @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH + TEXT_LIMIT) password?: string;
  @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH + TEXT_LIMIT) password2?: string;
  @IsOptional() @IsBoolean() GDPRConfirmed?: boolean;
}

export class LoginDto implements Partial<LoginRequest> {
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH + TEXT_LIMIT) email?: string;
  @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH + TEXT_LIMIT) password?: string;
  @IsOptional() @IsString() @MaxLength(CONTACT_PROOF_MAX_LENGTH) altcha?: string;
}
