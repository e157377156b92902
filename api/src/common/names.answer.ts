import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LANGUAGE_SETTINGS, LANGUAGES, namesInEveryLanguage } from '@carzone/domain';
import { districtById } from '@carzone/domain/districts';

const EXAMPLE = namesInEveryLanguage(districtById('sylhet')!.names);

/**
 * A name in every language CarZone speaks, by its code (`{ en: 'Sylhet', bn: 'সিলেট' }`;
 * `namesInEveryLanguage` writes it): a page shows its language's with no per-language field, and
 * a language added to LANGUAGE_SETTINGS is answered (in English until its names are written)
 * without an edit here.
 */
@ApiSchema({
  name: 'Names',
  description: 'A name in each language, by its code; English where one has none written yet.',
})
export class NamesAnswer {}

for (const language of LANGUAGES)
  ApiProperty({
    type: String,
    example: EXAMPLE[language],
    description: LANGUAGE_SETTINGS[language].name,
  })(NamesAnswer.prototype, language);
