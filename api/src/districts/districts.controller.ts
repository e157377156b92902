import { Controller, Get, Header, HttpCode, HttpStatus } from '@nestjs/common';
import { namesInEveryLanguage, type Language } from '@carzone/domain';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiResponse,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import { DISTRICTS } from '@carzone/domain/districts';
import { NamesAnswer } from '../common/names.answer.js';
import { refusalDoc } from '../common/refusal.js';

@ApiSchema({ name: 'District' })
class DistrictAnswer {
  @ApiProperty({ example: 'coxs-bazar', description: 'What listings, searches and bookings send.' })
  id!: string;

  @ApiProperty({ example: "Cox's Bazar" })
  name!: string;

  @ApiProperty({ example: 'কক্সবাজার' })
  nameBn!: string;

  @ApiProperty({ type: NamesAnswer, description: 'Its name in each language.' })
  names!: Record<Language, string>;
}

/** The list is part of the release: a day in any cache, then asked again. */
const A_DAY = 24 * 60 * 60;

/** Bangladesh's 64 districts, for the pickers of the listing form, the search and the booking. */
@ApiTags('cars')
@Controller()
export class DistrictsController {
  private readonly districts: DistrictAnswer[] = DISTRICTS.map(({ id, names }) => ({
    id,
    name: names.en,
    nameBn: names.bn ?? names.en,
    names: namesInEveryLanguage(names),
  }));

  @Get('districts')
  @ApiOperation({ summary: "Bangladesh's districts", security: [] })
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', `public, max-age=${A_DAY}`)
  @ApiOkResponse({
    type: [DistrictAnswer],
    description: 'Every district, by English name, with its names in each language.',
  })
  @ApiResponse({ status: 431, description: refusalDoc('request.headersTooLarge') })
  list(): DistrictAnswer[] {
    return this.districts;
  }
}
