import { Module } from '@nestjs/common';
import { ScoresController } from './scores.controller.js';
import { ScoresService } from './scores.service.js';

/** Verified scores: `POST /api/game/score` replays the game and records the server's figures. */
@Module({ controllers: [ScoresController], providers: [ScoresService] })
export class ScoresModule {}
