import { formatDollarsIn, type Language, type PriceLine } from '@carzone/domain';
import { Box, HStack, Stack, Text, useLanguage } from '@carzone/web-kit';

/** A line's amount as the answer came (a number, or its text), $132.00 / $১৩২.০০. */
const amountText = (amount: number, language: Language) =>
  formatDollarsIn(Number(amount), language);

interface PriceLinesProps {
  lines: readonly PriceLine[];
  /** The list's name for assistive technology. */
  label: string;
  /** Lines for earlier choices while newer ones come: shown dimmed, and said to be busy. */
  stale?: boolean;
}

/**
 * A trip's price line by line, as the server words it: each line's label and, at the end of the
 * row, its amount; lines without one (fuel, the driver's overtime: paid on the road) as notes.
 * On a narrow screen a long label wraps and its amount stays on the right.
 */
export function PriceLines({ lines, label, stale = false }: PriceLinesProps) {
  const language = useLanguage();
  return (
    <Stack
      as="ul"
      aria-label={label}
      aria-busy={stale || undefined}
      gap="1"
      listStyleType="none"
      fontSize="sm"
      opacity={stale ? 0.5 : 1}
      transition="opacity 0.2s"
    >
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
              {amountText(line.amount, language)}
            </Text>
          </HStack>
        ),
      )}
    </Stack>
  );
}
