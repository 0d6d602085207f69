import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type Profile, USER_PATHS } from '@czeus/contract';
import { AccountOnly, type Caller, CurrentCaller } from '../auth/caller.js';
import { RenameDto } from './dto/rename.dto.js';
import { TutorialSeenDto } from './dto/tutorial-seen.dto.js';
import { PlayersService } from './players.service.js';

@Controller()
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Get(USER_PATHS.profile)
  profile(@CurrentCaller() caller: Caller): Promise<Profile> {
    return this.players.profile(caller.tenant, caller.playerId);
  }

  @Post(USER_PATHS.rename)
  @AccountOnly()
  @HttpCode(200)
  async rename(@CurrentCaller() caller: Caller, @Body() body: RenameDto): Promise<Profile> {
    await this.players.rename(caller.tenant, caller.playerId, body.newName);
    return this.players.profile(caller.tenant, caller.playerId);
  }

  /** Guests too: a guest who registers later keeps what it saw (registering keeps the row). */
  @Post(USER_PATHS.tutorialSeen)
  @HttpCode(200)
  async tutorialSeen(@CurrentCaller() caller: Caller, @Body() body: TutorialSeenDto): Promise<Profile> {
    await this.players.markTutorialSeen(caller.tenant, caller.playerId, body.land);
    return this.players.profile(caller.tenant, caller.playerId);
  }
}
