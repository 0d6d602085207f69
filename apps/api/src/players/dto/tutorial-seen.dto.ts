import { TUTORIAL_LANDS, type TutorialLand, type TutorialSeenRequest } from '@czeus/contract';
import { IsIn } from 'class-validator';

export class TutorialSeenDto implements TutorialSeenRequest {
  @IsIn(TUTORIAL_LANDS)
  land: TutorialLand;
}
