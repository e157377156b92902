import { Center, Icon, Image, type ImageProps } from '@carzone/web-kit';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

/**
 * A car's photo at a fixed aspect ratio, cropped to fill. A missing or broken image becomes a
 * neutral placeholder that still carries the alt text, so the layout never jumps.
 */
export function CarImage({
  src,
  alt,
  ratio = 4 / 3,
  loading = 'lazy',
  ...rest
}: { src: string; alt: string; ratio?: number; loading?: 'lazy' | 'eager' } & Omit<
  ImageProps,
  'src' | 'alt' | 'loading'
>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        role="img"
        aria-label={alt}
        aspectRatio={ratio}
        w="full"
        bg="bg.muted"
        color="fg.subtle"
        {...rest}
      >
        <Icon boxSize="10">
          <LuImageOff />
        </Icon>
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      aspectRatio={ratio}
      objectFit="cover"
      w="full"
      bg="bg.muted"
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
