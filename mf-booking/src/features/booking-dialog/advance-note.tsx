import { advanceOf, formatNumberIn } from '@carzone/domain';
import { Stack, Text, useLanguage } from '@carzone/web-kit';
import { centsIn } from '../../lib/cents.ts';
import { useT } from '../../locales/messages.ts';

/**
 * The advance a car asks, under the dialog's total: its share and amount, paid now (or once the
 * owner accepts a request) with the rest at pickup, and the one cancellation policy. The amount
 * is the domain's `advanceOf` of the total shown, the figure the API will ask; before there is a
 * total, the share alone.
 */
export function AdvanceNote({
  advancePercent,
  totalPrice,
  takesRequests,
}: {
  advancePercent: number;
  /** The trip's total in dollars, or null while there is none. */
  totalPrice: number | null;
  takesRequests: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const percent = formatNumberIn(advancePercent, language);
  let line: string;
  if (totalPrice === null)
    line = takesRequests
      ? t('Advance: {percent}% of the total once the owner accepts, the rest at pickup', {
          percent,
        })
      : t('Advance: {percent}% of the total now, the rest at pickup', { percent });
  else {
    const amount = centsIn(advanceOf(totalPrice, advancePercent), language);
    line = takesRequests
      ? t('Advance: {percent}% ({amount}) once the owner accepts, the rest at pickup', {
          percent,
          amount,
        })
      : t('Advance: {percent}% ({amount}) now, the rest at pickup', { percent, amount });
  }
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{line}</Text>
      <Text fontSize="xs" color="fg.muted">
        {t(
          "Free cancellation until 24 hours before the first day: the whole advance back. Later, the owner keeps one day's price from the advance.",
        )}
      </Text>
    </Stack>
  );
}
