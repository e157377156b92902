// A trip's price line by line, as Confirm Booking, My Bookings and the owner's Requests
// show it: a door of its own (`@carzone/ui/price-lines`), so the units whose first visit imports
// `@carzone/ui` (the catalog, marketing) do not bring it along.
import { formatDollarsIn, type PriceLine } from '@carzone/domain';
import { Box, HStack, Stack, Text, useLanguage } from '@carzone/web-kit';

export interface PriceLinesProps {
  lines: readonly PriceLine[];
  /** The list's name for assistive technology; with `collapsed`, the disclosure's words too. */
  label: string;
  /**
   * Behind a disclosure: a native `<details>` whose summary is `label`, a button for the keyboard
   * and assistive technology, closed until asked (a list of bookings or requests). Otherwise the
   * lines are shown as they are (a dialog pricing the trip being chosen).
   */
  collapsed?: boolean;
  /** Lines for earlier choices while newer ones come: shown dimmed, and said to be busy. */
  stale?: boolean;
}

/**
 * A trip's price line by line, as the server words it in the page's language: each line's label
 * and, at the end of the row, its amount in the site's money format for the page's language
 * ($132.00 / $১৩২.০০); lines without one (fuel, the driver's overtime: paid on the road) as notes.
 * On a narrow screen a long label wraps and its amount stays on the right. Nothing without lines.
 */
export function PriceLines({ lines, label, collapsed = false, stale = false }: PriceLinesProps) {
  const language = useLanguage();
  if (lines.length === 0) return null;
  const list = (
    <Stack
      as="ul"
      aria-label={label}
      aria-busy={stale || undefined}
      gap="1"
      listStyleType="none"
      fontSize="sm"
      pt={collapsed ? '1.5' : undefined}
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
              {/* The answer's amount as it came: a number, or its text. */}
              {formatDollarsIn(Number(line.amount), language)}
            </Text>
          </HStack>
        ),
      )}
    </Stack>
  );
  if (!collapsed) return list;
  return (
    <Box asChild fontSize="sm">
      <details>
        <Box as="summary" cursor="pointer" color="fg.muted" w="fit-content">
          {label}
        </Box>
        {list}
      </details>
    </Box>
  );
}
