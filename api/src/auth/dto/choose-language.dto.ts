import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type Language, LANGUAGES } from '@carzone/domain';
import { says } from '../../common/refusal.js';

/** The body of `PUT /api/me/language`. */
export class ChooseLanguageDto {
  @ApiProperty({ enum: LANGUAGES, description: 'en (English) or bn (Bangla).' })
  @IsIn(LANGUAGES, { message: says('language.unknown') })
  language!: Language;
}
