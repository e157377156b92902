import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CAR_LIST_MESSAGES,
  CAR_PAGE_SIZE,
  CAR_SORTS,
  type CarListParams,
  type CarSort,
  DEFAULT_CAR_SORT,
  MAX_CAR_PAGE_SIZE,
  MAX_CAR_SEARCH_LENGTH,
} from '@carzone/domain';
import { Trim } from '../../common/trim.js';

/**
 * A whole number from the query string ("24") as a number. Anything else (text, "1.5", a repeated
 * parameter's list) is left as it came, for the validators below it to refuse in words.
 */
const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
  );

/**
 * The query of `GET /api/cars`: a search, a sort and a page, each with the domain's default. As in
 * the other DTOs, a property's decorators run bottom-up and only the first failure is reported.
 */
export class ListCarsQuery implements Required<CarListParams> {
  @ApiPropertyOptional({
    description: 'Finds cars whose model, brand or location contains this text, in any case.',
    maxLength: MAX_CAR_SEARCH_LENGTH,
    example: 'toyota',
  })
  @IsOptional()
  @Trim()
  @MaxLength(MAX_CAR_SEARCH_LENGTH, { message: CAR_LIST_MESSAGES.searchTooLong })
  @IsString({ message: CAR_LIST_MESSAGES.searchNotText })
  q: string = '';

  @ApiPropertyOptional({ enum: Object.keys(CAR_SORTS), default: DEFAULT_CAR_SORT })
  @IsOptional()
  @IsIn(Object.keys(CAR_SORTS), { message: CAR_LIST_MESSAGES.sortUnknown })
  sort: CarSort = DEFAULT_CAR_SORT;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_CAR_PAGE_SIZE,
    default: CAR_PAGE_SIZE,
    description: 'How many cars to answer.',
  })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_CAR_PAGE_SIZE, { message: CAR_LIST_MESSAGES.limitOutOfRange })
  @Min(1, { message: CAR_LIST_MESSAGES.limitOutOfRange })
  @IsInt({ message: CAR_LIST_MESSAGES.limitOutOfRange })
  limit: number = CAR_PAGE_SIZE;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    default: 0,
    description: 'How many matching cars to skip (the page × the limit).',
  })
  @IsOptional()
  @WholeNumber()
  @Max(Number.MAX_SAFE_INTEGER, { message: CAR_LIST_MESSAGES.offsetOutOfRange })
  @Min(0, { message: CAR_LIST_MESSAGES.offsetOutOfRange })
  @IsInt({ message: CAR_LIST_MESSAGES.offsetOutOfRange })
  offset: number = 0;
}

/** The query of `GET /api/allCars`: every car, or only the newest `limit` (Home asks for 6). */
export class NewestCarsQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_CAR_PAGE_SIZE,
    description: 'Answer only this many of the newest cars; without it, every car.',
  })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_CAR_PAGE_SIZE, { message: CAR_LIST_MESSAGES.limitOutOfRange })
  @Min(1, { message: CAR_LIST_MESSAGES.limitOutOfRange })
  @IsInt({ message: CAR_LIST_MESSAGES.limitOutOfRange })
  limit?: number;
}
