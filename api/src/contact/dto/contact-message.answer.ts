import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ContactMessageAnswer } from '@carzone/domain';

/** The class gives OpenAPI the schema of the contact form's answer. */
@ApiSchema({ name: 'ContactMessageAnswer' })
export class ContactMessageAnswerBody implements ContactMessageAnswer {
  @ApiProperty({ description: 'Thanks the sender.' })
  message!: string;
}
