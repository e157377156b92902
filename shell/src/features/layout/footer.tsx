import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
} from '@carzone/web-kit';
import type { ReactNode } from 'react';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { BrandMark } from './brand-mark.tsx';

const QUICK_LINKS = [
  { label: 'Home', href: routes.home.getHref() },
  { label: 'Available Cars', href: routes.availableCars.getHref() },
  { label: 'My Bookings', href: routes.myBookings.getHref() },
  { label: 'List Your Car', href: routes.listYourCar.getHref() },
];
const COMPANY_LINKS = [
  { label: 'About Us', href: routes.about.getHref() },
  { label: 'FAQ', href: routes.faq.getHref() },
  { label: 'Contact', href: routes.contact.getHref() },
];
const OPERATING_HOURS = [
  'Mon-Fri 8:00 AM-8:00 PM',
  'Sat 9:00 AM-6:00 PM',
  'Sun closed',
  '24/7 online booking',
];
const POPULAR_LOCATIONS = [
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

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1.5" fontSize="sm">
        {children}
      </Stack>
    </Stack>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: Array<{ label: string; href: string }>;
}) {
  return (
    <FooterGroup title={title}>
      {links.map((link) => (
        <li key={link.href}>
          <Link asChild color="gray.300" _hover={{ color: 'white' }}>
            <RouterLink to={link.href}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </FooterGroup>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="16" pt="12" pb="6">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="8">
          <Stack gap="3">
            <BrandMark logoSize="8" fontSize="lg" color="white" />
            <Text fontSize="sm">Rent your dream car easily and affordably.</Text>
          </Stack>
          <FooterLinks title="Quick Links" links={QUICK_LINKS} />
          <FooterLinks title="Company" links={COMPANY_LINKS} />
          <FooterGroup title="Operating Hours">
            {OPERATING_HOURS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </FooterGroup>
          <FooterGroup title="Popular Locations">
            {POPULAR_LOCATIONS.map((place) => (
              <li key={place}>{place}</li>
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
          <Text fontSize="sm">© {new Date().getFullYear()} CarZone. All rights reserved.</Text>
          <HStack as="ul" listStyleType="none" gap="4" aria-label="Follow us">
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
