import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDate } from '@carzone/domain';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), by the domain's rule. */
export const IsCalendarDate = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
      },
    },
    options,
  );
