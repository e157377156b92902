import { Button, Card, Heading, Text } from '@carzone/web-kit';
import { useId, useState } from 'react';
import type { RentalTip } from './rental-tips.ts';
import { useT } from '../../locales/messages.ts';

/** A tip whose 'Read More' reveals the rest of the article in place. */
export function RentalTipCard({ tip }: { tip: RentalTip }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <Card.Root as="article" variant="outline" h="full">
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {t(tip.title)}
        </Heading>
        <Text color="fg.muted">{t(tip.summary)}</Text>
        <Text id={detailsId} hidden={!expanded}>
          {t(tip.details)}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('Show Less') : t('Read More')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
