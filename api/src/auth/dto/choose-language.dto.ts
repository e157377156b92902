import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type Language, LANGUAGE_MESSAGES, LANGUAGES } from '@carzone/domain';

/** The body of `PUT /api/me/language`. */
export class ChooseLanguageDto {
  @ApiProperty({ enum: LANGUAGES, description: 'en (English) or bn (Bangla).' })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGES.unknown })
  language!: Language;
}
