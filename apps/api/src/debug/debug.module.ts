import { Module } from '@nestjs/common';
import { DebugController } from './debug.controller.js';

/** Debug doors; imported only when the server runs with CZEUS_DEBUG=1. */
@Module({ controllers: [DebugController] })
export class DebugModule {}
