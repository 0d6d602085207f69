import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@czeus/contract';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class RequestResetDto {
  @IsOptional() @IsString() @MaxLength(EMAIL_MAX_LENGTH + 100) email?: string;
}

export class ResetPasswordDto {
  @IsOptional() @IsString() @MaxLength(200) resetPasswordCode?: string;
  @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH + 100) password?: string;
  /** The repeated password; when sent it must equal `password`. */
  @IsOptional() @IsString() @MaxLength(PASSWORD_MAX_LENGTH + 100) password2?: string;
}
