import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { UploadedPhoto } from '@carzone/domain';

/** The class gives OpenAPI the schema of an upload's answer. */
@ApiSchema({ name: 'UploadedPhoto', description: 'A stored photo, ready to be given a car.' })
export class UploadedPhotoAnswer implements UploadedPhoto {
  @ApiProperty({ format: 'uuid', description: "The photo's id: a listing's `photoId`." })
  id!: string;

  @ApiProperty({ description: 'The picture (WebP, long side at most 1600 px).' })
  imageUrl!: string;

  @ApiProperty({ description: 'The 480 px wide thumbnail (WebP).' })
  thumbnailUrl!: string;

  @ApiProperty({ type: 'integer' })
  width!: number;

  @ApiProperty({ type: 'integer' })
  height!: number;
}
