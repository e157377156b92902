import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Car } from '@carzone/domain';
import type { FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { sameEmail } from '../auth/same-email.js';
import { refusal } from '../common/refusal.js';
import { CarReadCache } from './car-read-cache.js';
import {
  type CarCount,
  type CarFilter,
  type CarPageQuery,
  CarsRepository,
} from './cars.repository.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Clock } from '../clock/clock.js';

/**
 * Up to how many matching cars a list's total is counted exactly (`X-Total-Count`); past it the
 * total is an estimate, and says so (decision 013).
 */
export const EXACT_CAR_COUNT_UP_TO = 1_000;

/** The filter that lets every car through: no search, dates, prices, driver, district or seats. */
export const EVERY_CAR: Readonly<CarFilter> = {
  search: '',
  freeDates: null,
  minPrice: null,
  maxPrice: null,
  driver: null,
  district: null,
  minSeats: null,
};

/** A page of cars and how many match across all pages (an estimate past the exact count's cap). */
export interface CarPage extends CarCount {
  cars: Car[];
}

@Injectable()
export class CarsService {
  private readonly exactCountUpTo: number;

  constructor(
    private readonly cars: CarsRepository,
    private readonly carReads: CarReadCache,
    private readonly clock: Clock,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.exactCountUpTo = config.exactCarCountUpTo ?? EXACT_CAR_COUNT_UP_TO;
  }

  /**
   * One page and the total. A page shorter than asked for already tells the total (unless it is
   * empty past the start), which spares the count for most searches. A full page shows that at
   * least one car more may follow: an estimated total is never below that, so "the next page"
   * (offset < total) holds until a page comes back short, and its total is exact again.
   */
  listPage(request: CarPageQuery): Promise<CarPage> {
    // Free on the dates as of the clock's today, the owners' notice counted from its now.
    const query: CarPageQuery = request.freeDates
      ? { ...request, freeDates: { ...request.freeDates, now: this.clock.now() } }
      : request;
    return this.cars.serially(async (repository) => {
      const cars = await repository.findPage(query);
      const shortPage = query.limit === null || cars.length < query.limit;
      if (shortPage && (cars.length > 0 || query.offset === 0))
        return { cars, total: query.offset + cars.length, estimated: false };
      const count = await repository.countMatching(query, {
        exactUpTo: this.exactCountUpTo,
        atLeast: cars.length > 0 ? query.offset + cars.length + 1 : 0,
      });
      return { cars, ...count };
    });
  }

  /**
   * A listed car, as anyone may read it (details, a quote, its reviews): a car that is not listed
   * (not published, or its owner suspended) is 404 as a missing one.
   */
  async getCar(id: string): Promise<Readonly<Car>> {
    const read = await this.carReads.read(id, () => this.cars.findById(id));
    if (!read?.listed) throw new NotFoundException(refusal('carListing.carNotFound'));
    return read.car;
  }

  /**
   * Car details for whoever asks: a listed car to anyone; one that is not listed only to its owner
   * (`personal`: the answer is theirs alone), whose session is checked only then, so the public
   * read stays a cached lookup.
   */
  async carShownTo(
    id: string,
    request: FastifyRequest,
  ): Promise<{ car: Readonly<Car>; personal: boolean }> {
    const read = await this.carReads.read(id, () => this.cars.findById(id));
    if (read?.listed) return { car: read.car, personal: false };
    const viewer =
      read &&
      (await this.auth.verifySession(this.auth.sessionCookieOf(request)).catch(() => undefined));
    if (!read || !viewer || !sameEmail(viewer.email, read.car.email))
      throw new NotFoundException(refusal('carListing.carNotFound'));
    return { car: read.car, personal: true };
  }
}
