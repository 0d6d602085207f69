/** The name of the unique index or constraint a failed insert/update broke, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const cause = e?.driverError ?? e;
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}
