import { Box, Button, Heading, Text } from '@carzone/web-kit';
import { useT, type ShellText } from '../locales/messages.ts';

/** What a visitor sees in place of a remote that failed to load or crashed; the rest still works. */
export function AreaUnavailable({
  area,
  onRetry,
  reference,
}: {
  area: ShellText;
  onRetry?: () => void;
  /** The failed request's short reference, for support ("Reference: 3f2b8c1e."), if any. */
  reference?: string | null;
}) {
  const t = useT();
  const name = t(area);
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderRadius="lg"
      p="6"
      my="6"
      textAlign="center"
      bg="bg.muted"
    >
      <Heading size="md" mb="2">
        {t('This area is not available right now')}
      </Heading>
      <Text color="fg.muted" mb={onRetry ? 4 : 0}>
        {t(
          'We could not load the {area}. The rest of CarZone keeps working; please try again in a moment.',
          { area: name },
        )}
        {reference && ` ${reference}`}
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </Box>
  );
}
