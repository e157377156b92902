// The Update car page (/update/:id), exposed as `./update-car-route`; the shell's guard lets only
// a signed-in user reach it.
import type { Car, CarListingInput } from '@carzone/domain';
import {
  type ActionFunctionArgs,
  ApiError,
  Card,
  type LoaderFunctionArgs,
  redirect,
  routes,
  sessionStore,
  type ShouldRevalidateFunctionArgs,
  showToast,
  Stack,
  useDocumentTitle,
  useLoaderData,
  useSession,
} from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import { CarListingForm } from '../../components/car-listing-form.tsx';
import { listingValuesOf } from '../../components/car-listing-values.ts';
import { asCarNotFound } from '../../lib/car-not-found.ts';
import { listingRefusal } from '../../lib/listing-outcome.ts';
import { fetchCarForUpdate, updateCar } from '../../lib/owner-cars-api.ts';
import { t, useT } from '../../locales/messages.ts';

export interface UpdateCarLoad {
  car: Car;
}

/** What the not-found page says for a car the person cannot edit (shared with the calendar). */
export { CAR_NOT_FOUND } from '../../lib/car-not-found.ts';

/** The car to edit. A 401 is not caught: the shell shows it as sign in and back. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<UpdateCarLoad> {
  try {
    return { car: await fetchCarForUpdate(params.id ?? '', request.signal) };
  } catch (error) {
    throw asCarNotFound(error, [400, 403, 404]);
  }
}

/**
 * Saves the form's car, then goes to My Cars. A 401 (sign in and back) and a car that is gone or
 * not the person's (not found) are pages of their own; any other refusal stays on the form,
 * under its fields.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const input = (await request.json()) as CarListingInput;
  let modifiedCount: number | undefined;
  try {
    ({ modifiedCount } = await updateCar(params.id ?? '', input));
  } catch (error) {
    const missing = asCarNotFound(error, [403, 404]);
    if (missing !== error) throw missing;
    return listingRefusal(error);
  }
  // Only an answer that says the car was saved is a success (the spec reads `modifiedCount`).
  if (!modifiedCount) return listingRefusal(new ApiError(500, 'The car was not saved.', false));
  showToast('success', t('Data updated Successfully'));
  const email = sessionStore.getState().user?.email;
  return redirect(email ? routes.myCars.getHref(email) : routes.home.getHref());
}

/** A refused save leaves the car as it was: no need to load it again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export function Component() {
  const { car } = useLoaderData() as UpdateCarLoad;
  const t = useT();
  const email = useSession((state) => state.user?.email) ?? car.email;
  useDocumentTitle(t('Update Car'));
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={t('Update Car')}
        lead={t('Change what renters see about your {carModel}.', { carModel: car.carModel })}
        align="start"
      />
      <Card.Root variant="outline">
        <Card.Body>
          <CarListingForm
            // Another car (after a navigation between two update pages) starts a form of its own.
            key={car._id}
            initial={listingValuesOf(car)}
            initialPhoto={
              car.photoId
                ? {
                    status: 'ready',
                    photoId: car.photoId,
                    previewUrl: car.thumbnailUrl || car.imageUrl,
                  }
                : { status: 'none' }
            }
            owner={{ email }}
            submitLabel={t('Update Car')}
            sendingLabel={t('Updating...')}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
