// Requests' Report renter: beside Accept and Decline, it reports the requesting renter to staff by
// the request's id (an owner is never told the renter's e-mail), with a person's reasons. Message,
// beside it, links to the conversation with the renter by the request's id.
import type { OwnerRequest } from '@carzone/domain';
import { makeCar, renderRoute, stubApi } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as requestsRoute from './requests-route.tsx';

prepareOwnerArea();

const AXIO = makeCar({ _id: 'car-axio', carModel: 'Toyota Axio' });
const REPORT_ROUTE = 'POST /api/reports';
const REPORTED = { _id: '9a1b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f02' };

describe('Report renter on Requests', { timeout: 30_000 }, () => {
  it("reports a request's renter by the request's id", async () => {
    const {
      tripStage: _stage,
      reviews: _reviews,
      renterPhoneNumber: _phone,
      proposedChange: _,
      ...booking
    } = makeOwnerBooking(AXIO, { bookingStatus: 'Pending', renterName: 'Nadia Islam' });
    const request: OwnerRequest = {
      ...booking,
      _id: 'request-1',
      carModel: 'Toyota Axio',
      imageUrl: '/api/images/cars/test.svg',
      bookingStatus: 'Pending',
      licenceRequired: false,
      expiresAt: '2099-12-01T11:30:00.000Z',
      currentDates: null,
      renterRecord: { rating: { average: null, count: 0 }, completedTrips: 0 },
      renterPhoneVerified: false,
    };
    const api = stubApi({ 'GET /api/requests': [request], [REPORT_ROUTE]: REPORTED });
    renderRoute({ path: '/requests', ...requestsRoute }, '/requests', { signedInAs: OWNER });
    const user = typist();
    const message = await screen.findByRole('link', { name: 'Message Nadia Islam' });
    expect(message.textContent).toBe('Message');
    expect(message.getAttribute('href')).toBe('/messages/booking/request-1');
    await user.click(await screen.findByRole('button', { name: 'Report renter Nadia Islam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report renter Nadia Islam' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToasts()).toContain("Thanks, we'll look into it.");
    expect(api.callsTo(REPORT_ROUTE).map(({ body }) => body)).toEqual([
      { targetType: 'user', targetId: 'request-1', reason: 'fraud' },
    ]);
  });
});
