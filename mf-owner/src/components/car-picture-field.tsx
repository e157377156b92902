import { Button, HStack, Skeleton, Stack, Text } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { Suspense, useId, type ChangeEvent, type ReactNode } from 'react';
import { LuImageUp, LuLink } from 'react-icons/lu';
import { useRefusalWords } from '../lib/domain-words.ts';
import { useT, type OwnerText } from '../locales/messages.ts';
import { CarPhotoUpload } from './car-photo-upload.tsx';
import type { PictureSource } from './car-listing-values.ts';
import type { usePhotoUpload } from './use-photo-upload.ts';

interface CarPictureFieldProps {
  source: PictureSource;
  onSourceChange: (source: PictureSource) => void;
  upload: ReturnType<typeof usePhotoUpload>;
  imageUrl: string;
  onImageUrlChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The image URL's error, in the page's language. */
  imageUrlError?: string;
  /** The server's word on the photo sent (gone, or not valid), in the page's language already. */
  photoError?: string;
  disabled?: boolean;
}

const SOURCES: { source: PictureSource; label: OwnerText; icon: ReactNode }[] = [
  { source: 'upload', label: 'Upload a photo', icon: <LuImageUp aria-hidden /> },
  { source: 'url', label: 'Use an image URL', icon: <LuLink aria-hidden /> },
];

/**
 * The car's picture: a photo the owner uploads, or the address of one on the web; only the chosen
 * one is sent. Switching keeps what was given for the other, so switching back loses nothing.
 */
export function CarPictureField({
  source,
  onSourceChange,
  upload,
  imageUrl,
  onImageUrlChange,
  imageUrlError,
  photoError,
  disabled,
}: CarPictureFieldProps) {
  const t = useT();
  const said = useRefusalWords();
  const legendId = useId();
  const uploadError = upload.failure
    ? said(upload.failure.code, upload.failure.message)
    : photoError;
  return (
    <Stack as="fieldset" gap="3" minW="0" aria-labelledby={legendId}>
      <Text as="legend" id={legendId} textStyle="sm" fontWeight="medium" mb="1.5">
        {t('Car Photo')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {SOURCES.map((option) => (
          <Button
            key={option.source}
            size="sm"
            colorPalette="brand"
            variant={source === option.source ? 'solid' : 'outline'}
            aria-pressed={source === option.source}
            disabled={disabled}
            onClick={() => onSourceChange(option.source)}
          >
            {option.icon}
            {t(option.label)}
          </Button>
        ))}
      </HStack>
      {source === 'upload' ? (
        <Stack gap="1.5">
          <Suspense fallback={<Skeleton h="28" borderRadius="md" />}>
            <CarPhotoUpload
              photo={upload.photo}
              onPick={upload.pick}
              onRefuse={upload.refuse}
              onRemove={upload.remove}
              disabled={disabled}
            />
          </Suspense>
          {uploadError && (
            <Text role="alert" color="fg.error" textStyle="xs">
              {uploadError}
            </Text>
          )}
        </Stack>
      ) : (
        <TextField
          label={t('Image URL')}
          name="imageUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/my-car.jpg"
          value={imageUrl}
          onChange={onImageUrlChange}
          error={imageUrlError}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
