// `GET /api/districts`: Bangladesh's 64 districts (packages/domain/src/districts.ts) with their
// names, for the pickers of the listing form, the search and the booking; cached for a day.
import { Module } from '@nestjs/common';
import { DistrictsController } from './districts.controller.js';

@Module({ controllers: [DistrictsController] })
export class DistrictsModule {}
