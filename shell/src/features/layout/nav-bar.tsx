import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  HtmlOnly,
  IconButton,
  Image,
  Link,
  NAV_BAR_HEIGHT,
  NavLink,
  RouterLink,
  routes,
  Separator,
  type SessionUser,
  Spinner,
  Text,
  useInteractive,
  useLanguage,
  useLocation,
  useSession,
  useUntilHydrated,
} from '@carzone/web-kit';
import { formatNumberIn, languageName } from '@carzone/domain';
import { Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { LuMenu } from 'react-icons/lu';
import { BrandMark } from './brand-mark.tsx';
import { useUnreadMessageCount } from './use-unread-messages.ts';
import { useWaitingRequestCount } from './use-waiting-requests.ts';
import { useAuthStarted } from '../../lib/auth/auth-loader.ts';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { LanguageSwitch, otherLanguages, switchLanguage } from './language-switch.tsx';
import { useT, type ShellText } from '../../locales/messages.ts';

interface NavItem {
  label: ShellText;
  href: string;
  /** Requests waiting for an answer, or messages unread: said after the label ("Requests (2)"). */
  count?: number;
}

function navItems(
  user: SessionUser | null,
  waitingRequests: number,
  unreadMessages: number,
): NavItem[] {
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
    { label: 'Requests', href: routes.requests.getHref(), count: waitingRequests },
    { label: 'Messages', href: routes.messages.getHref(), count: unreadMessages },
    // The operators' console, shown to staff only (the API's answer of who they are says so).
    ...(user.role ? [{ label: 'Console' as const, href: routes.admin.getHref() }] : []),
  ];
}

/** A nav item's words: "Requests (2)" ("অনুরোধ (২)") while some wait, else the label alone. */
function useItemText(): (item: NavItem) => string {
  const t = useT();
  const language = useLanguage();
  return (item) =>
    item.count
      ? t('{label} ({count})', {
          label: t(item.label),
          count: formatNumberIn(item.count, language),
        })
      : t(item.label);
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

/** Whether the menu was open when the bar gave way to the session's spinner. */
let menuOpenWhenRemoved = false;

/**
 * The small-screen menu: the browser's own popover (the button's `popovertarget`), so it opens,
 * closes on Escape or a tap outside, and its links work from the HTML, before the page's scripts
 * have run: on a slow phone the nav works at once. A list of links (the disclosure pattern of site
 * navigation), not an ARIA menu, whose arrow keys would need the scripts. A followed link closes
 * it (a listener of the page's own, as its links may still be the server's HTML); switching the
 * language needs the scripts, and says so until they run.
 */
function NavMenu({ items, renderedFrom }: { items: NavItem[]; renderedFrom: readonly unknown[] }) {
  const t = useT();
  const itemText = useItemText();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const others = otherLanguages(useLanguage());
  const untilHydrated = useUntilHydrated();
  // Opened on the visitor's bar, then the session loads (the bar is a spinner meanwhile): the
  // person's bar comes back with its menu still open, its links now theirs. A layout effect's
  // clean-up runs while the menu is still in the page: removed, the browser has closed it.
  useLayoutEffect(() => {
    const popover = menu.current;
    if (!popover) return;
    if (menuOpenWhenRemoved) popover.showPopover();
    menuOpenWhenRemoved = false;
    return () => {
      menuOpenWhenRemoved = popover.matches(':popover-open');
    };
  }, []);
  useEffect(() => {
    const popover = menu.current;
    if (!popover) return;
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) popover.hidePopover();
    };
    popover.addEventListener('click', closeOnLink);
    return () => popover.removeEventListener('click', closeOnLink);
  }, []);
  return (
    <>
      <HtmlOnly name="nav-menu-button">
        <IconButton asChild variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
          <button type="button" popoverTarget={menuId} aria-label={t('Open menu')}>
            <LuMenu />
          </button>
        </IconButton>
      </HtmlOnly>
      {/* Placed under the bar at the screen's end; the browser shows it only while open. */}
      <Box
        asChild
        position="fixed"
        inset="auto"
        top={`calc(${NAV_BAR_HEIGHT} - 0.25rem)`}
        insetInlineEnd="4"
        m="0"
        p="1"
        minW="48"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="lg"
      >
        <div id={menuId} popover="auto" ref={menu}>
          <HtmlOnly name="nav-menu-links" renderedFrom={renderedFrom}>
            <Box as="ul" listStyleType="none">
              {items.map((item) => (
                <li key={item.href}>
                  <Link asChild {...MENU_ITEM_STYLE}>
                    <NavLink to={item.href} end>
                      {itemText(item)}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Box>
          </HtmlOnly>
          <Separator my="1" />
          {/* Styled as the links above: one style more is one class more in every page's head. */}
          {others.map((language) => (
            <Link key={language} asChild {...MENU_ITEM_STYLE}>
              <button
                type="button"
                lang={language}
                onClick={() => {
                  menu.current?.hidePopover();
                  switchLanguage(language);
                }}
                {...untilHydrated}
              >
                {languageName(language)}
              </button>
            </Link>
          ))}
        </div>
      </Box>
    </>
  );
}

/** The menu's items, links and language alike. */
const MENU_ITEM_STYLE = {
  display: 'block',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'l1',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', fontWeight: 'bold' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const;

export function NavBar() {
  const session = useSession();
  // Until the session is looked at (a first screen being taken over), a visitor's bar.
  const status = useAuthStarted() ? session.status : 'signedOut';
  const user = session.status === 'signedIn' ? session.user : null;
  const { pathname } = useLocation();
  const waitingRequests = useWaitingRequestCount(user, pathname);
  const unreadMessages = useUnreadMessageCount(user);
  const items = navItems(user, waitingRequests, unreadMessages);
  const itemText = useItemText();
  // The bar's links and Login stay the server's HTML while the page is taken over (no style
  // computed for them on a phone), until whose bar it is (a member of staff's has the console),
  // the page shown or a count changes.
  const renderedFrom = [user?.email, user?.role, pathname, waitingRequests, unreadMessages];

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
              <HtmlOnly name="nav-brand">
                <Link asChild _hover={{ textDecoration: 'none' }}>
                  <RouterLink to={routes.home.getHref()}>
                    <BrandMark logoSize="9" fontSize="xl" color="brand.fg" />
                  </RouterLink>
                </Link>
              </HtmlOnly>
              <HtmlOnly name="nav-links" renderedFrom={renderedFrom}>
                <HStack as="ul" listStyleType="none" gap="5" display={{ base: 'none', lg: 'flex' }}>
                  {items.map((item) => (
                    <li key={item.href}>
                      <Link
                        asChild
                        fontWeight="medium"
                        _currentPage={{ color: 'brand.fg', fontWeight: 'bold' }}
                      >
                        <NavLink to={item.href} end>
                          {itemText(item)}
                        </NavLink>
                      </Link>
                    </li>
                  ))}
                </HStack>
              </HtmlOnly>
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
                  <HtmlOnly name="nav-login">
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink to={routes.signUp.getHref()}>{t('Login')}</RouterLink>
                    </Button>
                  </HtmlOnly>
                )}
                <NavMenu items={items} renderedFrom={renderedFrom} />
              </HStack>
            </>
          )}
        </Flex>
      </Container>
    </Box>
  );
}
