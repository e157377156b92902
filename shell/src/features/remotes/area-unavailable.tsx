import { Box, Button, Heading, Text } from '@carzone/web-kit';

/** What a visitor sees in place of a remote that failed to load or crashed; the rest still works. */
export function AreaUnavailable({ area, onRetry }: { area: string; onRetry?: () => void }) {
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
        This area is not available right now
      </Heading>
      <Text color="fg.muted" mb={onRetry ? 4 : 0}>
        We could not load the {area}. The rest of CarZone keeps working; please try again in a
        moment.
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
