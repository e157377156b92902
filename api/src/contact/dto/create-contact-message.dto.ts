import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactMessageInput } from '@carzone/domain';
import { Trim } from '../../common/trim.js';

/**
 * The body of `POST /api/contact`. Messages read well in the front end's toast. class-validator
 * runs a property's decorators bottom-up and we report only the first failure per field, so the
 * most basic check (is it a string?) sits at the bottom.
 */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ maxLength: CONTACT_LIMITS.name, example: 'Rahim Uddin' })
  @Trim()
  @MaxLength(CONTACT_LIMITS.name, {
    message: CONTACT_MESSAGES.nameTooLong,
  })
  @IsNotEmpty({ message: CONTACT_MESSAGES.nameMissing })
  @IsString({ message: CONTACT_MESSAGES.nameMissing })
  name!: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.email, example: 'rahim@example.com' })
  @Trim()
  @IsEmail({}, { message: CONTACT_MESSAGES.emailInvalid })
  @MaxLength(CONTACT_LIMITS.email, {
    message: CONTACT_MESSAGES.emailTooLong,
  })
  @IsNotEmpty({ message: CONTACT_MESSAGES.emailMissing })
  @IsString({ message: CONTACT_MESSAGES.emailMissing })
  email!: string;

  @ApiProperty({
    maxLength: CONTACT_LIMITS.message,
    example: 'Do you rent cars with a driver in Sylhet?',
  })
  @Trim()
  @MaxLength(CONTACT_LIMITS.message, {
    message: CONTACT_MESSAGES.messageTooLong,
  })
  @IsNotEmpty({ message: CONTACT_MESSAGES.messageMissing })
  @IsString({ message: CONTACT_MESSAGES.messageMissing })
  message!: string;
}
