import { PHOTO_LIMITS } from '@carzone/domain';
import { Box, Button, HStack, Icon, Stack, Text, useInteractive } from '@carzone/web-kit';
import { CarImage } from '@carzone/ui';
import { LuImageUp } from 'react-icons/lu';
import { t, useT } from '../locales/messages.ts';
import type { PhotoFailure, PhotoState } from './use-photo-upload.ts';

const ACCEPTED_TYPES = [...PHOTO_LIMITS.acceptedTypes];

interface CarPhotoUploadProps {
  photo: PhotoState;
  onPick: (file: File) => void;
  onRefuse: (failure: PhotoFailure) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * Why a file was refused here: by the code the server would refuse it with (put in words where it
 * is shown), else in words of our own.
 */
function refusalOf(errors: readonly string[]): PhotoFailure {
  if (errors.includes('FILE_TOO_LARGE')) return { code: 'photo.tooLarge' };
  if (errors.includes('FILE_INVALID_TYPE')) return { code: 'photo.notAPicture' };
  return { message: t('Please choose one JPEG, PNG or WebP picture.') };
}

/** The upload's progress: a bar with its percentage, or a moving bar while the size is unknown. */
function UploadProgress({ sent }: { sent: number | null }) {
  const { Progress } = useInteractive();
  const t = useT();
  return (
    <Progress.Root
      value={sent === null ? null : Math.round(sent * 100)}
      max={100}
      size="sm"
      colorPalette="brand"
    >
      <HStack justify="space-between" mb="1">
        <Progress.Label>{t('Uploading photo…')}</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/**
 * The car's photo from the owner's files: a drop zone that also opens the file picker, the type
 * and size the server accepts mirrored here, a preview, the upload's progress, and a way to
 * remove the photo (picking another replaces it).
 */
export function CarPhotoUpload({
  photo,
  onPick,
  onRefuse,
  onRemove,
  disabled,
}: CarPhotoUploadProps) {
  const { FileUpload } = useInteractive();
  const t = useT();
  const uploading = photo.status === 'uploading';
  const dropzoneText =
    photo.status === 'none'
      ? t('Drop a photo here, or click to choose one')
      : t('Drop another photo here, or click to replace this one');
  const limitsText = t('JPEG, PNG or WebP, up to 8 MB');

  return (
    <Stack gap="3">
      {photo.status !== 'none' && (
        <HStack align="start" gap="4">
          <Box w={{ base: '32', sm: '40' }} flexShrink={0}>
            <CarImage
              src={photo.previewUrl}
              alt={t("Preview of the car's photo")}
              loading="eager"
              borderRadius="md"
            />
          </Box>
          <Stack gap="2" flex="1" minW="0">
            {photo.status === 'uploading' ? (
              <UploadProgress sent={photo.sent} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t("This photo will show on the car's page.")}
              </Text>
            )}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              disabled={disabled}
              onClick={onRemove}
            >
              {uploading ? t('Cancel upload') : t('Remove photo')}
            </Button>
          </Stack>
        </HStack>
      )}
      <FileUpload.Root
        accept={ACCEPTED_TYPES}
        maxFiles={1}
        maxFileSize={PHOTO_LIMITS.maxBytes}
        // Nothing is kept in the picker: the photo lives in the form, so the same file can be picked again.
        acceptedFiles={[]}
        onFileAccept={({ files }) => {
          const [file] = files;
          if (file) onPick(file);
        }}
        onFileReject={({ files }) => onRefuse(refusalOf(files.flatMap((file) => file.errors)))}
        disabled={disabled || uploading}
        // The drop zone is the control people use (the file input itself is hidden from them); its
        // name is the sentence it shows, so a person using voice control can say what they see.
        translations={{
          dropzone: t('{dropzone}. {limits}', { dropzone: dropzoneText, limits: limitsText }),
        }}
        alignItems="stretch"
      >
        <FileUpload.HiddenInput />
        <FileUpload.Dropzone minH="28">
          <Icon boxSize="6" color="fg.muted" aria-hidden>
            <LuImageUp />
          </Icon>
          <FileUpload.DropzoneContent>
            <Box>{dropzoneText}</Box> <Box color="fg.muted">{limitsText}</Box>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.Root>
    </Stack>
  );
}
