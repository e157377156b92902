import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type DeviceSession,
  type Language,
  type LanguageChoice,
  LANGUAGES,
  type SessionAnswer,
  type SignedInUser,
  STAFF_ROLES,
  type StaffRole,
} from '@carzone/domain';

/** The classes give OpenAPI the schemas of the session routes' answers. */
@ApiSchema({ name: 'SessionAnswer', description: 'Signed in: the `session` cookie is set.' })
export class SessionAnswerBody implements SessionAnswer {
  @ApiProperty()
  email!: string;
}

@ApiSchema({ name: 'SignedOut' })
export class SignedOutAnswer {
  @ApiProperty({ example: 'Signed out.' })
  message!: string;
}

@ApiSchema({ name: 'SignedInUser', description: 'Who the session cookie belongs to.' })
export class SignedInUserAnswer implements SignedInUser {
  @ApiProperty({ description: 'The Firebase uid.' })
  uid!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ description: 'May be empty.' })
  name!: string;

  @ApiProperty({ description: "The profile photo's URL, or ''." })
  photoURL!: string;

  @ApiProperty({
    example: '+8801712345678',
    description:
      "The Bangladeshi mobile number they verified with an SMS code (from their verified ID token, never a request's body), or ''.",
  })
  phoneNumber!: string;

  @ApiProperty({
    enum: STAFF_ROLES,
    type: String,
    nullable: true,
    description:
      'Their staff role, read on this request (a change counts from the next one); null for everyone else.',
  })
  role!: StaffRole | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'The messages written to them in all their threads (`GET /api/threads`) that they have not read, counted on this request.',
  })
  unreadMessages!: number;
}

@ApiSchema({ name: 'LanguageChoice' })
export class LanguageChoiceAnswer implements LanguageChoice {
  @ApiProperty({ enum: LANGUAGES })
  language!: Language;
}

@ApiSchema({ name: 'DeviceSession', description: 'One signed-in browser of a person.' })
export class DeviceSessionAnswer implements DeviceSession {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Android phone' })
  device!: string;

  @ApiProperty({ example: 'Chrome 131' })
  browser!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt!: string;

  @ApiProperty({ description: 'True for the session of the browser that asked.' })
  current!: boolean;
}
