import { Module } from '@nestjs/common';
import { PuzzleBankService } from './puzzle-bank.service.js';
import { PuzzlesController } from './puzzles.controller.js';
import { PuzzlesService } from './puzzles.service.js';

/** The puzzle bank and `GET /api/game`. */
@Module({ controllers: [PuzzlesController], providers: [PuzzlesService, PuzzleBankService] })
export class PuzzlesModule {}
