// A list's paging in a query (`limit`, `offset`) and the whole numbers it is read as: one rule
// for every list the API pages (the catalogue, reviews, staff's queues and the audit log), refused
// with the catalogue's words.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CAR_PAGE_SIZE, MAX_CAR_PAGE_SIZE } from '@carzone/domain';
import { says } from './refusal.js';

/**
 * A whole number from the query string ("24") as a number. Anything else (text, "1.5", a repeated
 * parameter's list) is left as it came, for the validators below it to refuse in words.
 */
export const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
  );

/**
 * A list's page size in a query (`limit`): a whole number from 1 to MAX_CAR_PAGE_SIZE, by default
 * CAR_PAGE_SIZE, else refused with `carList.limitOutOfRange`, whichever list it pages.
 */
export const PageLimit = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      maximum: MAX_CAR_PAGE_SIZE,
      default: CAR_PAGE_SIZE,
      description,
    }),
    IsOptional(),
    WholeNumber(),
    Max(MAX_CAR_PAGE_SIZE, { message: says('carList.limitOutOfRange') }),
    Min(1, { message: says('carList.limitOutOfRange') }),
    IsInt({ message: says('carList.limitOutOfRange') }),
  );

/**
 * Where a list's page starts in a query (`offset`): a whole number from 0, by default 0, else
 * refused with `carList.offsetOutOfRange`.
 */
export const PageOffset = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 0,
      default: 0,
      ...(description === undefined ? {} : { description }),
    }),
    IsOptional(),
    WholeNumber(),
    Max(Number.MAX_SAFE_INTEGER, { message: says('carList.offsetOutOfRange') }),
    Min(0, { message: says('carList.offsetOutOfRange') }),
    IsInt({ message: says('carList.offsetOutOfRange') }),
  );
