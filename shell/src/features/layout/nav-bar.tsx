import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  NAV_BAR_HEIGHT,
  NavLink,
  RouterLink,
  routes,
  type SessionUser,
  Spinner,
  Text,
  loadInteractive,
  useInteractive,
  useLanguage,
  useSession,
  useUntilHydrated,
} from '@carzone/web-kit';
import { languageName } from '@carzone/domain';
import { Suspense, useId, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { BrandMark } from './brand-mark.tsx';
import { useAuthStarted } from '../auth/auth-loader.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { LanguageSwitch, otherLanguages, switchLanguage } from '../language/language-switch.tsx';
import { useT, type ShellText } from '../../locales/messages.ts';

interface NavItem {
  label: ShellText;
  href: string;
}

function navItems(user: SessionUser | null): NavItem[] {
  const always: NavItem[] = [
    { label: 'Home', href: routes.home.getHref() },
    { label: 'Available Cars', href: routes.availableCars.getHref() },
    { label: 'Contact', href: routes.contact.getHref() },
  ];
  if (!user) {
    return [
      ...always,
      { label: 'About', href: routes.about.getHref() },
      { label: 'FAQ', href: routes.faq.getHref() },
    ];
  }
  return [
    ...always,
    { label: 'Add Car', href: routes.addCar.getHref() },
    { label: 'My Cars', href: routes.myCars.getHref(user.email) },
    { label: 'My Bookings', href: routes.myBookings.getHref() },
  ];
}

const avatarSource = (user: SessionUser) => user.photoURL || '/images/default-avatar.svg';

/** The round picture alone, the same size as the avatar, while the tooltip's code loads. */
function PlainAvatar({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Image
      src={avatarSource(user)}
      alt={user.displayName || t('User')}
      boxSize="8"
      borderRadius="full"
      objectFit="cover"
    />
  );
}

/**
 * The round picture (its tooltip the display name) opens the account menu: who is signed in, a
 * link to the profile and its devices, and "Sign out of all devices".
 */
function UserMenu({
  user,
  onSignOutOfAllDevices,
}: {
  user: SessionUser;
  onSignOutOfAllDevices: () => void;
}) {
  const { Avatar, Menu, Portal, Tooltip } = useInteractive();
  const t = useT();
  const name = user.displayName || t('User');
  // Menu and tooltip share one trigger element, so both must know its id.
  const triggerId = useId();
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'bottom-end' }}>
      <Tooltip.Root ids={{ trigger: triggerId }} openDelay={200}>
        <Tooltip.Trigger asChild>
          <Menu.Trigger
            aria-label={t('{name}: account menu', { name })}
            borderRadius="full"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' }}
          >
            <Avatar.Root size="sm">
              <Avatar.Image src={avatarSource(user)} alt="" />
              {/* Until the picture loads, an icon, not initials: visible letters that are not in
                  the button's name would not match it (WCAG 2.5.3, label in name). */}
              <Avatar.Fallback />
            </Avatar.Root>
          </Menu.Trigger>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{name}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg">
                  {name}
                </Text>
                <Text fontWeight="normal" color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value="profile" asChild>
                <RouterLink to={routes.profile.getHref()}>{t('Profile and devices')}</RouterLink>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="sign-out-all" onSelect={onSignOutOfAllDevices}>
              {t('Sign out of all devices')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function MenuButton(props: { onClick?: () => void; onPointerEnter?: () => void }) {
  const t = useT();
  const untilHydrated = useUntilHydrated();
  return (
    <IconButton
      aria-label={t('Open menu')}
      variant="ghost"
      display={{ base: 'inline-flex', lg: 'none' }}
      {...props}
      {...untilHydrated}
    >
      <LuMenu />
    </IconButton>
  );
}

/**
 * The small-screen menu. Its code loads on first use, not with the page: until then the button is
 * a plain one, whose click renders the menu open (once its code is in). A hover starts loading the
 * code but changes nothing on the page: a button swapped for another between the press and the
 * release of a click would lose that click.
 */
function NavMenu({ items }: { items: NavItem[] }) {
  const [opened, setOpened] = useState(false);
  const plain = (
    <MenuButton onPointerEnter={() => void loadInteractive()} onClick={() => setOpened(true)} />
  );
  if (!opened) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedNavMenu items={items} />
    </Suspense>
  );
}

/** The menu, open at first: it is only rendered once its button has been clicked. */
function LoadedNavMenu({ items }: { items: NavItem[] }) {
  const { Menu, Portal } = useInteractive();
  const t = useT();
  const others = otherLanguages(useLanguage());
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>
        <MenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item key={item.href} value={item.href} asChild>
                <RouterLink to={item.href}>{t(item.label)}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            {others.map((language) => (
              <Menu.Item
                key={language}
                value={`language-${language}`}
                lang={language}
                onSelect={() => switchLanguage(language)}
              >
                {languageName(language)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function NavBar() {
  const session = useSession();
  // Until the session is looked at (a first screen being taken over), a visitor's bar.
  const status = useAuthStarted() ? session.status : 'signedOut';
  const user = session.status === 'signedIn' ? session.user : null;
  const items = navItems(user);

  const { signOutOfThisDevice, signOutOfAllDevices } = useSignOut();
  const t = useT();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      boxShadow="xs"
    >
      <Container maxW="7xl">
        {/* While authentication loads, the bar holds only a centred spinner. */}
        <Flex
          as="nav"
          aria-label={t('Main')}
          h={NAV_BAR_HEIGHT}
          align="center"
          justify={status === 'loading' ? 'center' : 'space-between'}
          gap="4"
        >
          {status === 'loading' ? (
            <Spinner size="sm" role="status" aria-label={t('Loading')} />
          ) : (
            <>
              <Link asChild _hover={{ textDecoration: 'none' }}>
                <RouterLink to={routes.home.getHref()}>
                  <BrandMark logoSize="9" fontSize="xl" color="brand.fg" />
                </RouterLink>
              </Link>
              <HStack as="ul" listStyleType="none" gap="5" display={{ base: 'none', lg: 'flex' }}>
                {items.map((item) => (
                  <li key={item.href}>
                    <Link
                      asChild
                      fontWeight="medium"
                      _currentPage={{ color: 'brand.fg', fontWeight: 'bold' }}
                    >
                      <NavLink to={item.href} end>
                        {t(item.label)}
                      </NavLink>
                    </Link>
                  </li>
                ))}
              </HStack>
              <HStack gap="3">
                <LanguageSwitch />
                {user ? (
                  <>
                    <Suspense fallback={<PlainAvatar user={user} />}>
                      <UserMenu
                        user={user}
                        onSignOutOfAllDevices={() => void signOutOfAllDevices()}
                      />
                    </Suspense>
                    <Button size="sm" variant="outline" onClick={() => void signOutOfThisDevice()}>
                      {t('Sign out')}
                    </Button>
                  </>
                ) : (
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={routes.signUp.getHref()}>{t('Login')}</RouterLink>
                  </Button>
                )}
                <NavMenu items={items} />
              </HStack>
            </>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
