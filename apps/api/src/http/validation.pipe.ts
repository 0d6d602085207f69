import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';

/** The property paths at fault, e.g. `events.0.eventName`, for the `details` of a 400. */
function faultyPaths(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const here = prefix ? `${prefix}.${e.property}` : e.property;
    return e.children?.length ? faultyPaths(e.children, here) : [here];
  });
}

/**
 * One pipe for every body and query: unknown fields are refused, not dropped, so a client
 * learns at once that it sent something the server ignores. A DTO can name the catalogue
 * key of a failed check through the validator's `context: { key }`; otherwise it is `error`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const key = firstKey(errors) ?? 'error';
      const body: ErrorResponse = { statusCode: 400, message: key, details: faultyPaths(errors) };
      return new BadRequestException(body);
    },
  });
}

function firstKey(errors: ValidationError[]): ErrorResponse['message'] | undefined {
  for (const e of errors) {
    const contexts = Object.values(e.contexts ?? {}) as { key?: ErrorResponse['message'] }[];
    const key = contexts.find((c) => c.key)?.key ?? firstKey(e.children ?? []);
    if (key) return key;
  }
  return undefined;
}
