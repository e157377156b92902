import { Injectable, NotFoundException } from '@nestjs/common';
import type { Car } from '@carzone/domain';
import { refusal } from '../common/refusal.js';
import { CarReadCache } from './car-read-cache.js';
import { type CarPageQuery, CarsRepository } from './cars.repository.js';

/** A page of cars and how many match across all pages. */
export interface CarPage {
  cars: Car[];
  total: number;
}

@Injectable()
export class CarsService {
  constructor(
    private readonly cars: CarsRepository,
    private readonly carReads: CarReadCache,
  ) {}

  /**
   * One page and the total. A page shorter than asked for already tells the total (unless it is
   * empty past the start), which spares the count for most searches.
   */
  async listPage(query: CarPageQuery): Promise<CarPage> {
    const cars = await this.cars.findPage(query);
    const shortPage = query.limit === null || cars.length < query.limit;
    if (shortPage && (cars.length > 0 || query.offset === 0))
      return { cars, total: query.offset + cars.length };
    return { cars, total: await this.cars.countMatching(query) };
  }

  async getCar(id: string): Promise<Readonly<Car>> {
    const car = await this.carReads.read(id, () => this.cars.findById(id));
    if (!car) throw new NotFoundException(refusal('carListing.carNotFound'));
    return car;
  }
}
