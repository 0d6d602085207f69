import { Module } from '@nestjs/common';
import { PlayersController } from './players.controller.js';

/** Profile and rename; PlayersService itself lives in AuthModule, which resolves every caller. */
@Module({ controllers: [PlayersController] })
export class PlayersModule {}
