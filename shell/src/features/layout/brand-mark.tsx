import { HStack, Image, Text, type TextProps } from '@carzone/web-kit';
// Small enough for Vite to inline into the code: one request less on every first visit.
import logoUrl from '../../assets/logo.svg';

/** CarZone's logo and name side by side, as the nav bar and the footer show them. */
export function BrandMark({
  logoSize,
  fontSize,
  color,
}: {
  logoSize: string;
  fontSize: TextProps['fontSize'];
  color: TextProps['color'];
}) {
  return (
    <HStack gap="2">
      <Image src={logoUrl} alt="" boxSize={logoSize} />
      <Text fontWeight="bold" fontSize={fontSize} color={color}>
        CarZone
      </Text>
    </HStack>
  );
}
