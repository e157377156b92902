// The payments page's own refund by hand, for any booking by its id: one whose payment is not on
// either list (a renter writing in, a trip gone wrong).
import { Button, Heading, HStack, Stack, Text } from '@carzone/web-kit';
import { TextField } from '@carzone/ui';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../locales/messages.ts';
import { RefundFields, useRefundByHand } from './refund-by-hand.tsx';

export function RefundByHandForm() {
  const t = useT();
  const headingId = useId();
  const [bookingId, setBookingId] = useState('');
  const { sending, refund, problems, ...fields } = useRefundByHand();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await refund(bookingId.trim())) setBookingId('');
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t('Refund by hand')}
      </Heading>
      <Text color="fg.muted">
        {t(
          "Any booking's paid advance, in full or in part: the renter gets it back through the gateway.",
        )}
      </Text>
      <Stack as="form" gap="3" maxW="xl" onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('Booking id')}
          required
          autoComplete="off"
          value={bookingId}
          error={problems.bookingId}
          onChange={(event) => setBookingId(event.target.value)}
        />
        <RefundFields problems={problems} {...fields} />
        <HStack>
          <Button
            type="submit"
            colorPalette="red"
            loading={sending}
            loadingText={t('Refunding...')}
          >
            {t('Send the refund')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
