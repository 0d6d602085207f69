import { Module } from '@nestjs/common';
import { PuzzlesModule } from '../puzzles/puzzles.module.js';
import { MarathonController } from './marathon.controller.js';
import { MarathonService } from './marathon.service.js';

/** Marathon runs: `/api/marathon` and `/api/marathon/game`; a run moves on in the score post. */
@Module({ imports: [PuzzlesModule], controllers: [MarathonController], providers: [MarathonService] })
export class MarathonModule {}
