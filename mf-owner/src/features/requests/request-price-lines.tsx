import { formatDollarsIn, type PriceLine } from '@carzone/domain';
import { Box, HStack, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/**
 * A request's price line by line behind a disclosure (issue 36): a native `<details>`, so its
 * summary is a button for the keyboard and assistive technology, closed until asked. Each line
 * is the server's label, in the page's language, and its amount; a line without one (fuel, the
 * driver's overtime: paid on the road) is a note. A long label wraps and its amount stays right.
 */
export function RequestPriceLines({ lines }: { lines: readonly PriceLine[] }) {
  const t = useT();
  const language = useLanguage();
  if (lines.length === 0) return null;
  const label = t('Price breakdown');
  return (
    <Box asChild fontSize="sm">
      <details>
        <Box as="summary" cursor="pointer" color="fg.muted" w="fit-content">
          {label}
        </Box>
        <Stack as="ul" aria-label={label} gap="1" listStyleType="none" pt="1.5">
          {lines.map((line, index) =>
            line.amount === undefined || line.amount === null ? (
              <Box as="li" key={`${line.kind}-${index}`} color="fg.muted" fontSize="xs">
                {line.label}
              </Box>
            ) : (
              <HStack
                as="li"
                key={`${line.kind}-${index}`}
                justify="space-between"
                align="start"
                gap="3"
              >
                <Text flex="1" minW="0">
                  {line.label}
                </Text>
                <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatDollarsIn(Number(line.amount), language)}
                </Text>
              </HStack>
            ),
          )}
        </Stack>
      </details>
    </Box>
  );
}
