// /profile (protected): who is signed in, and every device signed in to the account, each of
// which can be signed out from here.
import { type DeviceSession, formatDhakaDateTime } from '@carzone/domain';
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
  useLoaderData,
  useRevalidator,
  useSession,
} from '@carzone/web-kit';
import { useState } from 'react';
import { closeDeviceSession, fetchDeviceSessions } from '../auth/server-session.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { withRefusalsMapped } from '../remotes/loader-errors.ts';

/** Within this long, a device counts as in use now rather than "last seen" at a time. */
const ACTIVE_NOW_MS = 2 * 60 * 1000;

interface ProfileLoad {
  devices: DeviceSession[];
  /** When the list was read: what "Active now" is measured from. */
  loadedAt: number;
}

export async function profileLoader({ request }: LoaderFunctionArgs): Promise<ProfileLoad> {
  const devices = await withRefusalsMapped(request, () => fetchDeviceSessions(request.signal));
  return { devices, loadedAt: Date.now() };
}

function lastSeenText(session: DeviceSession, now: number): string {
  if (session.current || now - Date.parse(session.lastSeenAt) < ACTIVE_NOW_MS) return 'Active now';
  return `Last seen ${formatDhakaDateTime(session.lastSeenAt)}`;
}

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { devices, loadedAt } = useLoaderData() as ProfileLoad;
  const user = useSession((state) => state.user);
  const revalidator = useRevalidator();
  // What is being signed out: a session id, 'all', or nothing.
  const [busy, setBusy] = useState<string | null>(null);
  const name = user?.displayName || 'User';

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
      showToast('success', `Signed out of ${device.device} (${device.browser})`);
    } catch {
      showToast('error', 'Could not sign that device out. Please try again.');
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
        title="Your profile"
        lead="Your account, and the devices signed in to it."
        align="start"
      />
      <Card.Root variant="outline">
        <Card.Body>
          <HStack gap="4">
            <Image
              src={user?.photoURL || '/images/default-avatar.svg'}
              alt={`${name}'s profile photo`}
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

      <Stack as="section" aria-labelledby="signed-in-devices" gap="4">
        <Heading as="h2" id="signed-in-devices" size="lg">
          Signed-in devices
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
                        {device.device} · {device.browser}
                      </Text>
                      {device.current && <Badge colorPalette="green">This device</Badge>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {lastSeenText(device, loadedAt)} · Signed in{' '}
                      {formatDhakaDateTime(device.createdAt)}
                    </Text>
                  </Box>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Sign out ${device.current ? 'this device' : `${device.device}, ${device.browser}`}`}
                    loading={busy === device.id || (device.current && busy === 'this')}
                    disabled={busy !== null}
                    onClick={() => void signOutDevice(device)}
                  >
                    Sign out
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
            Sign out of all devices
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
