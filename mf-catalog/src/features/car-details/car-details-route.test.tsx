import { ApiError } from '@carzone/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeCar, renderRoute, stubApi } from '@carzone/web-testing';
import * as carDetailsRoute from './car-details-route.tsx';

const CAR_NOT_FOUND = "We couldn't find that car. It may have been removed.";

function renderDetails(id: string) {
  return renderRoute({ path: '/car/:id', ...carDetailsRoute }, `/car/${id}`);
}

function runLoader(id: string) {
  return carDetailsRoute.loader({
    params: { id },
    request: new Request(`http://localhost/car/${id}`),
    context: undefined,
  } as never);
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('Car details', () => {
  it('shows the car: image, model, price per day, status, description and its facts', async () => {
    const car = makeCar({
      carModel: 'Toyota Corolla',
      dailyRentalPrice: 45,
      description: 'Comfortable sedan.',
      location: 'Dhaka',
      features: 'GPS, AC',
      registrationNumber: 'DHA-GA-11-2233',
    });
    const fetchSpy = stubApi(car);
    renderDetails(car._id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla' })).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]?.[0 as never])).toBe(`/api/car/${car._id}`);
    await waitFor(() => expect(document.title).toBe('Toyota Corolla | CarZone'));
    expect(screen.getByRole('img', { name: 'Toyota Corolla' }).getAttribute('src')).toBe(
      car.imageUrl,
    );
    expect(screen.getByText('$45')).toBeTruthy();
    expect(screen.getByText('/ day')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Comfortable sedan.')).toBeTruthy();
    expect(screen.getByText('Dhaka')).toBeTruthy();
    expect(screen.getByText('DHA-GA-11-2233')).toBeTruthy();
    const features = screen.getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GPS', 'AC']);
  });

  it('lets an available car be booked; for now Book Now says online booking opens soon', async () => {
    const user = userEvent.setup();
    const car = makeCar({ bookingStatus: 'available' });
    stubApi(car);
    renderDetails(car._id);

    const bookNow = await screen.findByRole('button', { name: 'Book Now' });
    expect((bookNow as HTMLButtonElement).disabled).toBe(false);
    await user.click(bookNow);
    expect(await screen.findByText('Online booking opens soon.')).toBeTruthy();
  });

  it.each([['unavailable' as const], ['' as const]])(
    'disables Book Now when the status is %j',
    async (status) => {
      const car = makeCar({ bookingStatus: status, description: '' });
      stubApi(car);
      renderDetails(car._id);

      const bookNow = await screen.findByRole('button', { name: 'Book Now' });
      expect((bookNow as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByText('Unavailable')).toBeTruthy();
      expect(screen.getByText('This car is not available for booking right now.')).toBeTruthy();
      expect(screen.getByText('No description available.')).toBeTruthy();
    },
  );

  it.each([
    [404, 'Car not found'],
    [400, 'id must be a valid car id'],
  ])('answers an API %i with a 404 data response from its loader', async (status, message) => {
    stubApi({ statusCode: status, error: 'Error', message }, status);
    // `data(…, { status: 404 })`; the router turns it into the route error response the shell reads.
    expect(await thrownBy(runLoader('missing'))).toMatchObject({
      data: CAR_NOT_FOUND,
      init: { status: 404 },
    });
  });

  it.each([
    [404, 'Car not found'],
    [400, 'id must be a valid car id'],
  ])(
    'reaches the error boundary as a 404 route error response for an API %i',
    async (status, message) => {
      stubApi({ statusCode: status, error: 'Error', message }, status);
      const { router } = renderDetails('does-not-exist');
      expect(await screen.findByText(`404: ${CAR_NOT_FOUND}`)).toBeTruthy();
      const routeError = Object.values(router.state.errors ?? {})[0];
      expect(isRouteErrorResponse(routeError) && routeError.status).toBe(404);
    },
  );

  it('rethrows other failures for the shell to handle', async () => {
    stubApi({ statusCode: 500, error: 'Internal Server Error', message: 'Database is down' }, 500);
    const error = await thrownBy(runLoader('abc'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });
});
