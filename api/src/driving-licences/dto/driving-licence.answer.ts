import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { DrivingLicence, OwnLicence } from '@carzone/domain';

const PHOTO_URL = {
  type: String,
  nullable: true,
  example: '/api/licence-photos/0b7e9c3a-2f4d-4a51-9a7e-3c1d2b4e5f60',
  description:
    'The photo, readable by its holder and by the owner of a car they have a confirmed self-drive booking of, until its end date; null before one is sent, and on a request the owner has not accepted yet.',
} as const;

/** `GET /api/me/licence`: the caller's own licence, every field null before they add one. */
@ApiSchema({ name: 'OwnLicence' })
export class OwnLicenceAnswer {
  @ApiProperty({ type: String, nullable: true, example: 'DK0123456C00001' })
  number!: OwnLicence['number'];

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2031-06-30' })
  expiresOn!: OwnLicence['expiresOn'];

  @ApiProperty(PHOTO_URL)
  photoUrl!: OwnLicence['photoUrl'];
}

/** A renter's licence as the owner of the car they are to drive sees it. */
@ApiSchema({ name: 'DrivingLicence' })
export class DrivingLicenceAnswer implements DrivingLicence {
  @ApiProperty({ example: 'DK0123456C00001' })
  number!: string;

  @ApiProperty({ format: 'date', example: '2031-06-30', description: 'The last day it is valid.' })
  expiresOn!: string;

  @ApiProperty(PHOTO_URL)
  photoUrl!: string | null;
}
