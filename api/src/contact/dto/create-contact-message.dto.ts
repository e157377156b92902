import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ContactMessageInput } from '@carzone/domain';
import { Trim } from '../../common/trim.js';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

/**
 * The body of `POST /api/contact`. Messages read well in the front end's toast. class-validator
 * runs a property's decorators bottom-up and we report only the first failure per field, so the
 * most basic check (is it a string?) sits at the bottom.
 */
export class CreateContactMessageDto implements ContactMessageInput {
  @ApiProperty({ maxLength: CONTACT_LIMITS.name, example: 'Rahim Uddin' })
  @Trim()
  @MaxLength(CONTACT_LIMITS.name, {
    message: `Your name can be at most ${CONTACT_LIMITS.name} characters long.`,
  })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @IsString({ message: 'Please enter your name.' })
  name!: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.email, example: 'rahim@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(CONTACT_LIMITS.email, {
    message: `Your e-mail address can be at most ${CONTACT_LIMITS.email} characters long.`,
  })
  @IsNotEmpty({ message: 'Please enter your e-mail address.' })
  @IsString({ message: 'Please enter your e-mail address.' })
  email!: string;

  @ApiProperty({
    maxLength: CONTACT_LIMITS.message,
    example: 'Do you rent cars with a driver in Sylhet?',
  })
  @Trim()
  @MaxLength(CONTACT_LIMITS.message, {
    message: `Your message can be at most ${CONTACT_LIMITS.message} characters long.`,
  })
  @IsNotEmpty({ message: 'Please enter a message.' })
  @IsString({ message: 'Please enter a message.' })
  message!: string;
}
