import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS, type ContactMessageInput } from '@carzone/domain';
import { Trim } from '../../common/trim.js';
import { says } from '../../common/refusal.js';

/**
 * The body of `POST /api/contact`. Messages read well in the front end's toast. class-validator
 * runs a property's decorators bottom-up and we report only the first failure per field, so the
 * most basic check (is it a string?) sits at the bottom.
 */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ maxLength: CONTACT_LIMITS.name, example: 'Rahim Uddin' })
  @Trim()
  @MaxLength(CONTACT_LIMITS.name, {
    message: says('contact.nameTooLong'),
  })
  @IsNotEmpty({ message: says('contact.nameMissing') })
  @IsString({ message: says('contact.nameMissing') })
  name!: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.email, example: 'rahim@example.com' })
  @Trim()
  @IsEmail({}, { message: says('contact.emailInvalid') })
  @MaxLength(CONTACT_LIMITS.email, {
    message: says('contact.emailTooLong'),
  })
  @IsNotEmpty({ message: says('contact.emailMissing') })
  @IsString({ message: says('contact.emailMissing') })
  email!: string;

  @ApiProperty({
    maxLength: CONTACT_LIMITS.message,
    example: 'Do you rent cars with a driver in Sylhet?',
  })
  @Trim()
  @MaxLength(CONTACT_LIMITS.message, {
    message: says('contact.messageTooLong'),
  })
  @IsNotEmpty({ message: says('contact.messageMissing') })
  @IsString({ message: says('contact.messageMissing') })
  message!: string;
}
