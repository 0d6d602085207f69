import { IsUUID } from 'class-validator';

export class MarathonGameQueryDto {
  /** The run whose next puzzle is asked for: one of the caller's own. */
  @IsUUID()
  runId: string;
}
