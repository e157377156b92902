// /profile (protected): who is signed in, their verified mobile number, their driving licence, and
// every device signed in to the account, each of which can be signed out from here.
import { formatDhakaDateTimeIn, type DeviceSession } from '@carzone/domain';
import { deviceInWords } from './device-words.ts';
import { PageHeader } from '@carzone/ui';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  type LoaderFunctionArgs,
  showToast,
  Stack,
  Text,
  useDocumentTitle,
  useLanguage,
  useLoaderData,
  useRevalidator,
  useSession,
} from '@carzone/web-kit';
import { useState } from 'react';
import { closeDeviceSession, fetchDeviceSessions } from '../../lib/auth/server-session.ts';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { withRefusalsMapped } from '../../lib/remotes/loader-errors.ts';
import { DrivingLicenceSection } from './driving-licence-section.tsx';
import { fetchOwnLicence, type OwnLicence } from './licence-api.ts';
import { fetchOwnPhoneNumber } from './phone-number-api.ts';
import { PhoneNumberSection } from './phone-number-section.tsx';
import { useT } from '../../locales/messages.ts';

/** Within this long, a device counts as in use now rather than "last seen" at a time. */
const ACTIVE_NOW_MS = 2 * 60 * 1000;

interface ProfileLoad {
  devices: DeviceSession[];
  /** The renter's driving licence (every field null before they add one). */
  licence: OwnLicence;
  /** Their verified mobile number (+8801…), or '' without one. */
  phoneNumber: string;
  /** When the list was read: what "Active now" is measured from. */
  loadedAt: number;
}

export async function profileLoader({ request }: LoaderFunctionArgs): Promise<ProfileLoad> {
  const [devices, licence, phoneNumber] = await withRefusalsMapped(request, () =>
    Promise.all([
      fetchDeviceSessions(request.signal),
      fetchOwnLicence(request.signal),
      fetchOwnPhoneNumber(request.signal),
    ]),
  );
  return { devices, licence, phoneNumber, loadedAt: Date.now() };
}

/** Whether a device is in use now rather than "last seen" at a time. */
const isActiveNow = (session: DeviceSession, now: number) =>
  session.current || now - Date.parse(session.lastSeenAt) < ACTIVE_NOW_MS;

export function ProfilePage() {
  const t = useT();
  const language = useLanguage();
  useDocumentTitle(t('Profile'));
  const { devices, licence, phoneNumber, loadedAt } = useLoaderData() as ProfileLoad;
  const user = useSession((state) => state.user);
  const revalidator = useRevalidator();
  // What is being signed out: a session id, 'all', or nothing.
  const [busy, setBusy] = useState<string | null>(null);
  const name = user?.displayName || t('User');
  const dateTime = (iso: string) => formatDhakaDateTimeIn(iso, language);
  const named = (device: DeviceSession) => ({
    device: deviceInWords(device.device, t),
    browser: deviceInWords(device.browser, t),
  });

  const signOut = useSignOut();
  const signOutOfThisDevice = async () => {
    setBusy('this');
    if (!(await signOut.signOutOfThisDevice())) setBusy(null);
  };

  const signOutDevice = async (device: DeviceSession) => {
    if (device.current) return signOutOfThisDevice();
    setBusy(device.id);
    try {
      await closeDeviceSession(device.id);
      showToast('success', t('Signed out of {device} ({browser})', named(device)));
    } catch {
      showToast('error', t('Could not sign that device out. Please try again.'));
    }
    setBusy(null);
    await revalidator.revalidate();
  };

  const signOutOfAllDevices = async () => {
    setBusy('all');
    if (!(await signOut.signOutOfAllDevices())) setBusy(null);
  };

  return (
    <Stack gap="8" maxW="3xl">
      <PageHeader
        title={t('Your profile')}
        lead={t(
          'Your account, your mobile number, your driving licence, and the devices signed in to it.',
        )}
        align="start"
      />
      <Card.Root variant="outline">
        <Card.Body>
          <HStack gap="4">
            <Image
              src={user?.photoURL || '/images/default-avatar.svg'}
              alt={t("{name}'s profile photo", { name })}
              boxSize="16"
              borderRadius="full"
              objectFit="cover"
            />
            <Box minW="0">
              <Heading as="h2" size="lg">
                {name}
              </Heading>
              <Text color="fg.muted" truncate>
                {user?.email}
              </Text>
            </Box>
          </HStack>
        </Card.Body>
      </Card.Root>

      <PhoneNumberSection loaded={phoneNumber} />

      <DrivingLicenceSection loaded={licence} />

      <Stack as="section" aria-labelledby="signed-in-devices" gap="4">
        <Heading as="h2" id="signed-in-devices" size="lg">
          {t('Signed-in devices')}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="3">
          {devices.map((device) => (
            <Card.Root as="li" key={device.id} variant="outline">
              <Card.Body>
                <Flex
                  gap="3"
                  align={{ base: 'start', sm: 'center' }}
                  direction={{ base: 'column', sm: 'row' }}
                >
                  <Box flex="1">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">
                        {named(device).device} · {named(device).browser}
                      </Text>
                      {device.current && <Badge colorPalette="green">{t('This device')}</Badge>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {isActiveNow(device, loadedAt)
                        ? t('Active now')
                        : t('Last seen {time}', { time: dateTime(device.lastSeenAt) })}
                      {' · '}
                      {t('Signed in {time}', { time: dateTime(device.createdAt) })}
                    </Text>
                  </Box>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={
                      device.current
                        ? t('Sign out this device')
                        : t('Sign out {device}, {browser}', named(device))
                    }
                    loading={busy === device.id || (device.current && busy === 'this')}
                    disabled={busy !== null}
                    onClick={() => void signOutDevice(device)}
                  >
                    {t('Sign out')}
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Box>
          <Button
            colorPalette="red"
            variant="solid"
            loading={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void signOutOfAllDevices()}
          >
            {t('Sign out of all devices')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
