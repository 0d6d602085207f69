import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isDay } from '../daily-dates.js';

/** A real UTC calendar date written "YYYY-MM-DD": "2026-02-30" and "2026-1-5" are refused. */
export const IsDay = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'isDay', validator: { validate: isDay, defaultMessage: () => 'a date YYYY-MM-DD' } },
    options,
  );
