import { Injectable, NotFoundException } from '@nestjs/common';
import type { Car } from '@carzone/domain';
import { CarsRepository } from './cars.repository.js';

@Injectable()
export class CarsService {
  constructor(private readonly cars: CarsRepository) {}

  listNewestFirst(): Promise<Car[]> {
    return this.cars.findAllNewestFirst();
  }

  async getCar(id: string): Promise<Car> {
    const car = await this.cars.findById(id);
    if (!car) throw new NotFoundException('Car not found');
    return car;
  }
}
