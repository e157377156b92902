import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { says } from '../../common/refusal.js';

/** The body of `POST /api/jwt`. (Decorators run bottom-up: the type check comes first.) */
export class CreateSessionDto {
  @ApiProperty({
    description: 'The Firebase ID token of the signed-in user (`user.getIdToken()`).',
  })
  @IsOptional()
  @MaxLength(8192, { message: says('auth.idTokenTooLong') })
  @IsString({ message: says('auth.idTokenNotText') })
  idToken?: string;

  // The original client posted only the user's e-mail. An e-mail proves nothing, so it is
  // accepted here only to answer such a client with 401 (not signed in) rather than 400, and
  // is never read.
  @ApiPropertyOptional({
    deprecated: true,
    description: 'Ignored: an e-mail alone never opens a session.',
  })
  @IsOptional()
  @MaxLength(320, { message: says('auth.emailTooLong') })
  @IsString({ message: says('auth.emailNotText') })
  email?: string;
}
