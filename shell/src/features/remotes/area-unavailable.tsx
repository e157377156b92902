import { REMOTES } from '@carzone/federation/contracts';
import { Box, Button, Heading, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/** An area's name in the page's language: units.json gives each remote's in both. */
function useAreaName(area: string): string {
  const t = useT();
  const language = useLanguage();
  if (area === 'this area') return t('this area');
  const remote = Object.values(REMOTES).find((candidate) => candidate.label === area);
  return language === 'bn' && remote ? remote.banglaLabel : area;
}

/** What a visitor sees in place of a remote that failed to load or crashed; the rest still works. */
export function AreaUnavailable({ area, onRetry }: { area: string; onRetry?: () => void }) {
  const t = useT();
  const name = useAreaName(area);
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
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </Box>
  );
}
