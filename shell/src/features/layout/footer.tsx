import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  HtmlOnly,
  laidOutWhenNear,
  Link,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
  useLanguage,
} from '@carzone/web-kit';
import { formatNumberIn } from '@carzone/domain';
import type { ReactNode } from 'react';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { BrandMark } from './brand-mark.tsx';
import { useT, type ShellText } from '../../locales/messages.ts';

interface FooterLink {
  label: ShellText;
  href: string;
}

const QUICK_LINKS: FooterLink[] = [
  { label: 'Home', href: routes.home.getHref() },
  { label: 'Available Cars', href: routes.availableCars.getHref() },
  { label: 'My Bookings', href: routes.myBookings.getHref() },
  { label: 'List Your Car', href: routes.listYourCar.getHref() },
];
const COMPANY_LINKS: FooterLink[] = [
  { label: 'About Us', href: routes.about.getHref() },
  { label: 'FAQ', href: routes.faq.getHref() },
  { label: 'Contact', href: routes.contact.getHref() },
];
const OPERATING_HOURS: ShellText[] = [
  'Mon-Fri 8:00 AM-8:00 PM',
  'Sat 9:00 AM-6:00 PM',
  'Sun closed',
  '24/7 online booking',
];
const POPULAR_LOCATIONS: ShellText[] = [
  'Dhaka City Center',
  'Hazrat Shahjalal Airport',
  'Chittagong Downtown',
  "Cox's Bazar Beach Road",
];
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FaFacebookF /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <FaInstagram /> },
  { label: 'X', href: 'https://x.com/', icon: <FaXTwitter /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <FaLinkedinIn /> },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: <FaYoutube /> },
];

function FooterGroup({ title, children }: { title: ShellText; children: ReactNode }) {
  const t = useT();
  return (
    <Stack as="section" gap="3" aria-label={t(title)}>
      <Heading as="h2" size="sm" color="white">
        {t(title)}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1.5" fontSize="sm">
        {children}
      </Stack>
    </Stack>
  );
}

function FooterLinks({ title, links }: { title: ShellText; links: FooterLink[] }) {
  const t = useT();
  return (
    <FooterGroup title={title}>
      {links.map((link) => (
        <li key={link.href}>
          <Link asChild color="gray.300" _hover={{ color: 'white' }}>
            <RouterLink to={link.href}>{t(link.label)}</RouterLink>
          </Link>
        </li>
      ))}
    </FooterGroup>
  );
}

/** Links and text only: the server's HTML while React takes a first screen over. */
export function Footer() {
  return (
    <HtmlOnly name="footer">
      <FooterContent />
    </HtmlOnly>
  );
}

function FooterContent() {
  const t = useT();
  const language = useLanguage();
  const year = formatNumberIn(new Date().getFullYear(), language);
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.300"
      mt="16"
      pt="12"
      pb="6"
      style={laidOutWhenNear('900px')}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="8">
          <Stack gap="3">
            <BrandMark logoSize="8" fontSize="lg" color="white" />
            <Text fontSize="sm">{t('Rent your dream car easily and affordably.')}</Text>
          </Stack>
          <FooterLinks title="Quick Links" links={QUICK_LINKS} />
          <FooterLinks title="Company" links={COMPANY_LINKS} />
          <FooterGroup title="Operating Hours">
            {OPERATING_HOURS.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </FooterGroup>
          <FooterGroup title="Popular Locations">
            {POPULAR_LOCATIONS.map((place) => (
              <li key={place}>{t(place)}</li>
            ))}
          </FooterGroup>
        </SimpleGrid>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align="center"
          gap="4"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
        >
          {/* The first screens were rendered at build time, maybe in the year before: React takes
              this line over as it is instead of rendering the whole page anew for its year. */}
          <Text fontSize="sm" suppressHydrationWarning>
            {t('© {year} CarZone. All rights reserved.', { year })}
          </Text>
          <HStack as="ul" listStyleType="none" gap="4" aria-label={t('Follow us')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <Link
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  color="gray.300"
                  _hover={{ color: 'white' }}
                >
                  {social.icon}
                </Link>
              </li>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
