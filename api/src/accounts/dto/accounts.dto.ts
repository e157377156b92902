import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { CAR_PAGE_SIZE, TRUST_LIMITS } from '@carzone/domain';
import { PageLimit, PageOffset } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** The longest e-mail address (RFC 5321's path limit), and so the longest search. */
const MAX_EMAIL_LENGTH = 320;

/** The query of `GET /api/admin/users`. */
export class AccountSearchQuery {
  @ApiPropertyOptional({
    maxLength: MAX_EMAIL_LENGTH,
    description:
      'Part of an e-mail or a name (any case), or a verified mobile number as typed (01712345678, +880 1712-345678…). Empty: everyone.',
  })
  @IsOptional()
  @MaxLength(MAX_EMAIL_LENGTH, { message: says('account.searchInvalid') })
  @IsString({ message: says('account.searchInvalid') })
  q?: string;

  @PageLimit('How many people to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many newer people to skip.')
  offset: number = 0;
}

/** The path of `/api/admin/users/:email…`. */
export class AccountEmailParams {
  @ApiProperty({
    maxLength: MAX_EMAIL_LENGTH,
    example: 'renter@example.com',
    description: 'The e-mail address the person signs in with (any case).',
  })
  @MaxLength(MAX_EMAIL_LENGTH, { message: says('account.emailInvalid') })
  @IsEmail({}, { message: says('account.emailInvalid') })
  email!: string;
}

/** The body of a suspension or a reinstatement: why, which the person reads. */
export class AccountReasonDto {
  @ApiProperty({
    minLength: 1,
    maxLength: TRUST_LIMITS.reasonMaxLength,
    description: 'Why, in words the person reads (their mail, the page they see); trimmed.',
  })
  @Length(1, TRUST_LIMITS.reasonMaxLength, { message: says('account.reasonInvalid') })
  @Trim()
  @IsString({ message: says('account.reasonInvalid') })
  @IsDefined({ message: says('account.reasonInvalid') })
  reason!: string;
}
