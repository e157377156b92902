// The Add car page (/addCars), exposed as `./add-car-route`; the shell's guard lets only a
// signed-in user reach it.
import type { CarListingInput } from '@carzone/domain';
import {
  type ActionFunctionArgs,
  ApiError,
  Card,
  showToast,
  Stack,
  useDocumentTitle,
  useSession,
} from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { CarListingForm } from '../../components/car-listing-form.tsx';
import { EMPTY_LISTING } from '../../components/car-listing-values.ts';
import { listingRefusal, type ListingOutcome } from '../../lib/listing-outcome.ts';
import { createCar } from '../../lib/owner-cars-api.ts';
import { t, useT } from '../../locales/messages.ts';

/**
 * Saves the car the form sends (the owner comes from the session). A 401 is thrown on: the shell
 * sends the visitor to sign in and back here.
 */
export async function action({ request }: ActionFunctionArgs): Promise<ListingOutcome> {
  const input = (await request.json()) as CarListingInput;
  let insertedId: string | undefined;
  try {
    ({ insertedId } = await createCar(input));
  } catch (error) {
    return listingRefusal(error);
  }
  // Only an answer naming the new car is a success (the spec reads `insertedId`).
  if (!insertedId) return listingRefusal(new ApiError(500, 'The car was not saved.', false));
  showToast('success', t('Data added successfully'));
  return { saved: true, id: insertedId };
}

/** The page has no data of its own: nothing to load again after a car is sent. */
export const shouldRevalidate = () => false;

export function Component() {
  const t = useT();
  useDocumentTitle(t('AddCar'));
  const user = useSession((state) => state.user);
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={t('Add a Car')}
        lead={t('List your car for rent: renters find it in the catalogue as soon as it is added.')}
        align="start"
      />
      <Card.Root variant="outline">
        <Card.Body>
          <CarListingForm
            initial={EMPTY_LISTING}
            initialPhoto={{ status: 'none' }}
            owner={{ email: user?.email ?? '', name: user?.displayName ?? '' }}
            submitLabel={t('Add Car')}
            sendingLabel={t('Adding...')}
            startOverAfterSave
            districtFollowsLocation
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
