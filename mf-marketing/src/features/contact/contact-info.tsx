import { Card, Heading, HStack, Link, Stack, Text } from '@carzone/web-kit';
import { useId } from 'react';
import { IconBadge } from '../../components/icon-badge.tsx';
import { useT } from '../../locales/messages.ts';
import { CONTACT_DETAILS } from './contact-details.ts';

export function ContactInfo() {
  const t = useT();
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="subtle" bg="brand.subtle" h="full">
      <Card.Body gap="6">
        <Stack gap="2">
          <Heading as="h2" id={titleId} size="lg">
            {t('Get in touch')}
          </Heading>
          <Text color="fg.muted">
            {t('Our support team answers every day. Write, call or visit our office in Dhaka.')}
          </Text>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="5">
          {CONTACT_DETAILS.map((detail) => (
            <HStack as="li" key={detail.label} gap="4">
              <IconBadge icon={detail.icon} size="10" />
              <Stack gap="0" minW="0">
                <Text fontSize="sm" color="fg.muted">
                  {t(detail.label)}
                </Text>
                <Text fontWeight="medium" wordBreak="break-word">
                  {detail.href ? (
                    <Link href={detail.href} color="brand.fg">
                      {detail.value}
                    </Link>
                  ) : (
                    detail.value
                  )}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
