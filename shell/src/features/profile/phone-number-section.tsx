// /profile's "Mobile number" (issue 37 §2): a Bangladeshi mobile number, verified with a code sent
// by SMS (Firebase phone authentication), which the owner or renter of a confirmed booking sees to
// arrange pickup. Without one, its form; with one, the number marked Verified, to change or
// remove. The API keeps the number from a verified ID token only: each change ends with the
// session renewed with the token that names the new number, or none (`POST /api/jwt`).
import { formatBangladeshMobileIn } from '@carzone/domain';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  showToast,
  Stack,
  Text,
  useLanguage,
  useRevalidator,
} from '@carzone/web-kit';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { loadPhoneVerification } from '../auth/phone-loader.ts';
import { openServerSession } from '../auth/server-session.ts';
import { useT } from '../../locales/messages.ts';
import { ConfirmRemoveDialog, type RemoveDialogActions } from './confirm-remove-dialog.tsx';
import { usePhoneFailures } from './phone-failures.ts';
import { PhoneVerificationForm } from './phone-verification-form.tsx';

const HEADING_ID = 'mobile-number';

/** Where the focus goes after a change: the section's heading, or the button that opened it. */
type FocusTarget = 'heading' | 'change' | 'remove';

/** `loaded`: the number as GET /api/me answered it (+8801…, or '' without one). */
export function PhoneNumberSection({ loaded }: { loaded: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const sayFailure = usePhoneFailures();
  // The number as last answered: by the page's loader, or by a change made here.
  const [kept, setKept] = useState(loaded);
  const [loadedBefore, setLoadedBefore] = useState(loaded);
  if (loaded !== loadedBefore) {
    setLoadedBefore(loaded);
    setKept(loaded);
  }
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const targets = { heading, change: changeButton, remove: removeButton };
    targets[focus.target].current?.focus();
  }, [focus]);

  /**
   * The number changed: shown at once, and the page read again (the renewed session is a new row
   * in the devices' list).
   */
  const changed = (phoneNumber: string) => {
    setKept(phoneNumber);
    setEditing(false);
    void revalidator.revalidate();
  };

  const removeNumber = async (): Promise<boolean> => {
    try {
      const phone = await loadPhoneVerification();
      await openServerSession(await phone.removePhoneNumber());
    } catch (error) {
      sayFailure(error, 'Could not remove the mobile number. Please try again.');
      return false;
    }
    showToast('success', t('Mobile number removed'));
    changed('');
    return true;
  };

  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="4">
      <Heading as="h2" id={HEADING_ID} size="lg" ref={heading} tabIndex={-1} outline="none">
        {t('Mobile number')}
      </Heading>
      <Text color="fg.muted">
        {t(
          'Verified with a code sent by SMS. The owner or renter of a confirmed booking sees it, to arrange pickup; no one else does.',
        )}
      </Text>
      <Card.Root variant="outline">
        <Card.Body>
          {kept && !editing ? (
            <PhoneNumberView
              phoneNumber={kept}
              changeButton={changeButton}
              removeButton={removeButton}
              onChange={() => setEditing(true)}
              onRemove={() => setRemoving(true)}
            />
          ) : (
            <PhoneVerificationForm
              focusOnOpen={editing}
              onVerified={(phoneNumber) => {
                showToast('success', t('Mobile number verified'));
                changed(phoneNumber);
                setFocus({ target: 'heading' });
              }}
              onCancel={
                kept
                  ? () => {
                      setEditing(false);
                      setFocus({ target: 'change' });
                    }
                  : undefined
              }
            />
          )}
        </Card.Body>
      </Card.Root>
      {removing && (
        <Suspense fallback={null}>
          <RemovePhoneDialog
            onRemove={removeNumber}
            onClosed={(removed) => {
              setRemoving(false);
              setFocus({ target: removed ? 'heading' : 'remove' });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

interface PhoneNumberViewProps {
  phoneNumber: string;
  changeButton: RefObject<HTMLButtonElement | null>;
  removeButton: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onRemove: () => void;
}

/** The number as kept, marked Verified (the API keeps no other kind). */
function PhoneNumberView({
  phoneNumber,
  changeButton,
  removeButton,
  onChange,
  onRemove,
}: PhoneNumberViewProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="lg" fontWeight="semibold">
          {formatBangladeshMobileIn(phoneNumber, language)}
        </Text>
        <Badge colorPalette="green">{t('Verified')}</Badge>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Button ref={changeButton} variant="outline" onClick={onChange}>
          {t('Change')}
        </Button>
        <Button ref={removeButton} variant="outline" colorPalette="red" onClick={onRemove}>
          {t('Remove')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * "Remove your mobile number?" before the number goes, saying what it costs: bookings of cars
 * whose owners ask for a verified number.
 */
function RemovePhoneDialog(actions: RemoveDialogActions) {
  const t = useT();
  return (
    <ConfirmRemoveDialog
      title={t('Remove your mobile number?')}
      body={t(
        'Bookings and requests for cars whose owners ask for a verified mobile number will be refused until you verify one again.',
      )}
      removingText={t('Removing number…')}
      {...actions}
    />
  );
}
