import { USERNAME_MAX_LENGTH, type RenameRequest } from '@czeus/contract';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class RenameDto implements RenameRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ context: { key: 'error-login-enterusername' } })
  @MaxLength(USERNAME_MAX_LENGTH, { context: { key: 'error-login-enterusername' } })
  // Printable characters only: a name is shown to other players and in mail.
  @Matches(/^[^\p{Cc}\p{Cf}]+$/u, { context: { key: 'error-login-enterusername' } })
  newName: string;
}
