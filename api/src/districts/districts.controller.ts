import { Controller, Get, Header, HttpCode, HttpStatus } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiResponse,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import { type District, DISTRICTS } from '@carzone/domain/districts';
import { refusalDoc } from '../common/refusal.js';

@ApiSchema({ name: 'District' })
class DistrictAnswer implements Omit<District, 'division'> {
  @ApiProperty({ example: 'coxs-bazar', description: 'What listings, searches and bookings send.' })
  id!: string;

  @ApiProperty({ example: "Cox's Bazar" })
  name!: string;

  @ApiProperty({ example: 'কক্সবাজার' })
  nameBn!: string;
}

/** The list is part of the release: a day in any cache, then asked again. */
const A_DAY = 24 * 60 * 60;

/** Bangladesh's 64 districts, for the pickers of the listing form, the search and the booking. */
@ApiTags('cars')
@Controller()
export class DistrictsController {
  private readonly districts = DISTRICTS.map(({ id, name, nameBn }) => ({ id, name, nameBn }));

  @Get('districts')
  @ApiOperation({ summary: "Bangladesh's districts", security: [] })
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', `public, max-age=${A_DAY}`)
  @ApiOkResponse({
    type: [DistrictAnswer],
    description: 'Every district, by English name, with its Bangla name.',
  })
  @ApiResponse({ status: 431, description: refusalDoc('request.headersTooLarge') })
  list(): Omit<District, 'division'>[] {
    return this.districts;
  }
}
