import type { ErrorKey } from '@czeus/contract';

/** The catalogue key of a failed call: the server's, else the generic one. */
export function errorKeyOf(error: unknown): ErrorKey {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? (data.message as ErrorKey) : 'error';
}
