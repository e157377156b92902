import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import {
  CAR_DRIVER_FILTERS,
  CAR_PAGE_SIZE,
  CAR_SORTS,
  type CarDriverFilter,
  TRIP_OFFER_LIMITS,
  type CarListParams,
  type CarSort,
  DEFAULT_CAR_SORT,
  MAX_CAR_PAGE_SIZE,
  MAX_CAR_SEARCH_LENGTH,
} from '@carzone/domain';
import { carSearchDatesProblem } from '@carzone/domain/car-search-dates';
import { DISTRICTS } from '@carzone/domain/districts';
import { Trim } from '../../common/trim.js';
import { PageLimit, PageOffset, WholeNumber } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';

/**
 * A number of dollars from the query string ("40", "39.5") as a number. Anything else is left as
 * it came, for the validators below it to refuse in words.
 */
const DollarAmount = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
  );

/** The dates as the domain judges them; a value that is not one text (a repeated one) is no date. */
function datesProblem({ object }: ValidationArguments) {
  const { from, to } = object as { from?: unknown; to?: unknown };
  const asText = (value: unknown) =>
    value === undefined || typeof value === 'string' ? value : 'not a date';
  return carSearchDatesProblem(asText(from), asText(to));
}

/** The search's dates, each refused on the field the domain's rule blames (`from` or `to`). */
const UsableSearchDate = (field: 'from' | 'to') =>
  ValidateBy({
    name: 'usableSearchDate',
    validator: {
      validate: (_value: unknown, args) => datesProblem(args!)?.field !== field,
      defaultMessage: (args) => {
        const problem = datesProblem(args!);
        return problem ? says(`carSearchDates.${problem.reason}`) : '';
      },
    },
  });

/** Checked on both date fields once either is given, so a lone one is refused by name. */
const eitherDateGiven = (query: { from?: unknown; to?: unknown }) =>
  query.from !== undefined || query.to !== undefined;

/** The maximum price is not below the minimum one (when that one is a number). */
const NotBelowMinPrice = () =>
  ValidateBy({
    name: 'notBelowMinPrice',
    validator: {
      validate: (value: unknown, args) => {
        const { minPrice } = args!.object as { minPrice?: unknown };
        return typeof minPrice !== 'number' || (value as number) >= minPrice;
      },
      defaultMessage: () => says('carList.minAboveMax'),
    },
  });

/**
 * The query of `GET /api/cars`: a search, a sort and a page, each with the domain's default, and
 * optional dates and price bounds. As in the other DTOs, a property's decorators run bottom-up and
 * only the first failure is reported.
 */
export class ListCarsQuery
  implements Required<Pick<CarListParams, 'q' | 'sort' | 'limit' | 'offset'>>, CarListParams
{
  @ApiPropertyOptional({
    description: 'Finds cars whose model, brand or location contains this text, in any case.',
    maxLength: MAX_CAR_SEARCH_LENGTH,
    example: 'toyota',
  })
  @IsOptional()
  @Trim()
  @MaxLength(MAX_CAR_SEARCH_LENGTH, { message: says('carList.searchTooLong') })
  @IsString({ message: says('carList.searchNotText') })
  q: string = '';

  @ApiPropertyOptional({ enum: Object.keys(CAR_SORTS), default: DEFAULT_CAR_SORT })
  @IsOptional()
  @IsIn(Object.keys(CAR_SORTS), { message: says('carList.sortUnknown') })
  sort: CarSort = DEFAULT_CAR_SORT;

  @PageLimit('How many cars to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many matching cars to skip (the page × the limit).')
  offset: number = 0;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-04',
    description:
      'Only cars free from this day (Bangladesh time), with `to`: available, and no booking ' +
      'that is not canceled holds them on any day from `from` up to the day before `to`.',
  })
  @ValidateIf(eitherDateGiven)
  @UsableSearchDate('from')
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-07',
    description:
      'The day the car would come back (not held that day), after `from` and at most a year later.',
  })
  @ValidateIf(eitherDateGiven)
  @UsableSearchDate('to')
  to?: string;

  @ApiPropertyOptional({ minimum: 0, description: 'Lowest daily price, in dollars (inclusive).' })
  @IsOptional()
  @DollarAmount()
  @Min(0, { message: says('carList.minPriceInvalid') })
  @IsNumber({}, { message: says('carList.minPriceInvalid') })
  minPrice?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Highest daily price, in dollars (inclusive).' })
  @IsOptional()
  @DollarAmount()
  @NotBelowMinPrice()
  @Min(0, { message: says('carList.maxPriceInvalid') })
  @IsNumber({}, { message: says('carList.maxPriceInvalid') })
  maxPrice?: number;

  @ApiPropertyOptional({
    enum: CAR_DRIVER_FILTERS,
    description: 'Only cars rented with their driver (with) or self-driven (self).',
  })
  @IsOptional()
  @IsIn(CAR_DRIVER_FILTERS, { message: says('carList.driverFilterUnknown') })
  driver?: CarDriverFilter;

  @ApiPropertyOptional({
    type: 'string',
    example: 'sylhet',
    description: 'Only cars in this district (GET /api/districts).',
  })
  @IsOptional()
  @IsIn(DISTRICTS.map((district) => district.id), { message: says('carList.districtUnknown') })
  district?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: TRIP_OFFER_LIMITS.seats.lowest,
    maximum: TRIP_OFFER_LIMITS.seats.highest,
    description: 'Only cars with at least this many seats.',
  })
  @IsOptional()
  @WholeNumber()
  @Max(TRIP_OFFER_LIMITS.seats.highest, { message: says('carList.minSeatsOutOfRange') })
  @Min(TRIP_OFFER_LIMITS.seats.lowest, { message: says('carList.minSeatsOutOfRange') })
  @IsInt({ message: says('carList.minSeatsOutOfRange') })
  minSeats?: number;
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
  @Max(MAX_CAR_PAGE_SIZE, { message: says('carList.limitOutOfRange') })
  @Min(1, { message: says('carList.limitOutOfRange') })
  @IsInt({ message: says('carList.limitOutOfRange') })
  limit?: number;
}
