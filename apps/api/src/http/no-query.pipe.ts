import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';

/**
 * For a GET that takes no query: any key is refused as the validation pipe refuses an unknown
 * one (400 naming the keys). A DTO without fields cannot say this: the global pipe's
 * `forbidUnknownValues` refuses a class with no validation at all, even an empty query.
 */
export class NoQueryPipe implements PipeTransform<unknown, Record<string, never>> {
  transform(query: unknown): Record<string, never> {
    const keys = query && typeof query === 'object' ? Object.keys(query) : [];
    if (keys.length === 0) return {};
    const body: ErrorResponse = { statusCode: 400, message: 'error', details: keys };
    throw new BadRequestException(body);
  }
}
