import { BadRequestException } from '@nestjs/common';
import type { ErrorResponse } from '@czeus/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The deepest body the game sends is an analytics batch: body → events → event → data → value,
 * four containers. A few kB of `[[[…` nested 1,500 deep overflowed the stack in class-transformer
 * (a 500), so anything deeper than twice what is needed is refused before validation.
 */
export const MAX_INPUT_DEPTH = 8;

/**
 * One check for every body and query, before the validation pipe sees them: nesting no deeper
 * than MAX_INPUT_DEPTH, and every string (keys too) text PostgreSQL can store: well-formed
 * UTF-16 without NUL. A lone surrogate such as "\ud800" is valid JSON but no text at all; it
 * made validator.js's isEmail throw (a 500). PostgreSQL refuses U+0000 in text, so a NUL in an
 * email, a name or an analytics value failed its statement (a 500 too).
 *
 * No key may be named after a member of Object.prototype (`__proto__`, `constructor`…).
 * class-transformer skips such keys when it makes a DTO, so the validation pipe never saw them
 * and `?__proto__=1` was ignored where any other unknown key is refused.
 */
export function refuseIllFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isWellFormed(request.body) || !isWellFormed(request.query)) {
      const body: ErrorResponse = { statusCode: 400, message: 'error', details: ['body'] };
      throw new BadRequestException(body);
    }
  });
}

const PROTOTYPE_MEMBER_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Walks without recursion, and stops at the first container past the depth limit. */
export function isWellFormed(input: unknown): boolean {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (!isStorableText(value)) return false;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_INPUT_DEPTH) return false;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key) || PROTOTYPE_MEMBER_NAMES.has(key)) return false;
        stack.push([child, depth + 1]);
      }
    }
  }
  return true;
}

/** Text a PostgreSQL text column takes: well-formed UTF-16 (no lone surrogate) and no NUL. */
export const isStorableText = (text: string): boolean => text.isWellFormed() && !text.includes('\0');
