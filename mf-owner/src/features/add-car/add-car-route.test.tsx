import { CAR_LISTING_MESSAGES, PHOTO_MESSAGES, type CarListingInput } from '@carzone/domain';
import { DISTRICTS } from '@carzone/domain/districts';
import { REFUSALS } from '@carzone/domain/refusals';
import {
  TEST_CAR_NO_DRIVER_TERMS,
  TEST_CAR_SELF_DRIVE,
  TEST_CAR_TRIP_RULES,
} from '@carzone/domain/testing';
import { ApiError } from '@carzone/web-kit';
import {
  networkError,
  renderRoute,
  refuse,
  reply,
  showBangla,
  stubApi,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_OFFER,
  errorMessageOf,
  fakeUploads,
  findToasts,
  OWNER,
  pictureFile,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as addCarRoute from './add-car-route.tsx';

prepareOwnerArea();

const UPLOADED = {
  id: '0d2f1c8e-5b0a-4d5e-9f3c-2a1b0c9d8e7f',
  imageUrl: '/api/photos/0d2f1c8e-5b0a-4d5e-9f3c-2a1b0c9d8e7f.webp',
  thumbnailUrl: '/api/photos/0d2f1c8e-5b0a-4d5e-9f3c-2a1b0c9d8e7f-thumb.webp',
  width: 1600,
  height: 1200,
};

function renderAddCar() {
  return renderRoute({ path: '/addCars', ...addCarRoute }, '/addCars', { signedInAs: OWNER });
}

/** The form's controls, by their labels (a required one's label ends with a mark). */
const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
/** The file input behind the photo's drop zone (the drop zone is what people use). */
async function photoInput(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: /^Drop a photo here, or click to choose one/ });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const submitButton = () => screen.getByRole('button', { name: 'Add Car' });

async function fillInCar(user: ReturnType<typeof typist>) {
  await screen.findByRole('button', { name: 'Add Car' });
  await user.type(control('Car Model'), '  Toyota Axio ');
  await user.type(control('Brand'), 'Toyota');
  await user.type(control('Daily Rental Price'), '45.5');
  await user.selectOptions(control('Availability'), 'available');
  await user.type(control('Registration Number'), 'DHAKA-GA-12-3456');
  await user.type(control('Location'), 'Gulshan, Dhaka');
  await user.type(control('Features'), 'GPS, AC');
  await user.type(control('Description'), 'Clean and quiet.');
}

describe('Add car', { timeout: 30_000 }, () => {
  it('is titled, and shows the owner from the session, read-only', async () => {
    stubApi();
    renderAddCar();

    await screen.findByRole('button', { name: 'Add Car' });
    await waitFor(() => expect(document.title).toBe('AddCar | CarZone'));
    expect(control('Email').value).toBe('owner@example.com');
    expect(control('Email').readOnly).toBe(true);
    expect(control('Name').value).toBe('Karim Owner');
    expect(control('Name').readOnly).toBe(true);
    const status = control('Availability') as unknown as HTMLSelectElement;
    expect(status.value).toBe('');
    expect([...status.options].map((option) => option.value)).toEqual([
      '',
      'available',
      'unavailable',
    ]);
  });

  it('sends the car with a number for the price and no owner, then starts over', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.click(screen.getByRole('button', { name: 'Use an image URL' }));
    await user.type(control('Image URL'), 'https://example.com/axio.jpg');

    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars').map((call) => call.body)).toEqual([
      {
        carModel: 'Toyota Axio',
        brand: 'Toyota',
        dailyRentalPrice: 45.5,
        bookingStatus: 'available',
        registrationNumber: 'DHAKA-GA-12-3456',
        features: 'GPS, AC',
        description: 'Clean and quiet.',
        imageUrl: 'https://example.com/axio.jpg',
        location: 'Gulshan, Dhaka',
        // The trip rules as the form starts them: any trip, from today, booked at once.
        ...TEST_CAR_TRIP_RULES,
        // What it offers as the form starts it: self-drive only (no driver's terms), 5 seats, the
        // district its location names, a licence asked of self-drive renters, no verified mobile
        // number asked.
        ...TEST_CAR_SELF_DRIVE,
        licenceRequired: true,
        requireVerifiedPhone: false,
        // No advance, as a new car starts.
        advancePercent: 0,
      } satisfies CarListingInput,
    ]);
    await waitFor(() => expect(control('Car Model').value).toBe(''));
    expect(control('Daily Rental Price').value).toBe('');
    expect((control('Availability') as unknown as HTMLSelectElement).value).toBe('');
    expect(control('Email').value).toBe('owner@example.com');
  });

  it('checks the car before sending: each broken rule under its field, nothing sent', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await screen.findByRole('button', { name: 'Add Car' });
    await user.type(control('Car Model'), '   ');

    await user.click(submitButton());

    for (const message of [
      CAR_LISTING_MESSAGES.carModelMissing,
      CAR_LISTING_MESSAGES.priceMissing,
      CAR_LISTING_MESSAGES.statusMissing,
      CAR_LISTING_MESSAGES.registrationNumberMissing,
      CAR_LISTING_MESSAGES.locationMissing,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(control('Car Model'));
    expect(api.callsTo('POST /api/addCars')).toHaveLength(0);

    // Once the field is right, its message goes.
    await user.type(control('Car Model'), 'Toyota Axio');
    expect(screen.queryByText(CAR_LISTING_MESSAGES.carModelMissing)).toBeNull();
    await user.type(control('Daily Rental Price'), '0');
    expect(screen.getByText(CAR_LISTING_MESSAGES.priceInvalid)).toBeTruthy();
  });

  it("shows the server's refusal under its fields and in 'Something went wrong!', keeping the values", async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The registration number can be at most 30 characters long.',
      fields: {
        registrationNumber: {
          code: 'carListing.registrationNumberTooLong',
          message: 'The registration number can be at most 30 characters long.',
        },
      },
    };
    stubApi({ 'POST /api/addCars': reply(400, refusal) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual([`Something went wrong!${refusal.message}`]);
    const field = control('Registration Number');
    // The message is the field's own: under it, and named as its error.
    await waitFor(() => expect(errorMessageOf(field)).toBe(refusal.message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(control('Car Model').value).toBe('  Toyota Axio ');
  });

  it('says the server cannot be reached when the network fails', async () => {
    stubApi({ 'POST /api/addCars': networkError() });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual([
      'Something went wrong!Server error, please try again later.',
    ]);
  });

  it('says nothing was saved when the answer names no new car, and keeps the values', async () => {
    stubApi({ 'POST /api/addCars': reply(201, {}) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Something went wrong!Please try again later.']);
    expect(control('Car Model').value).toBe('  Toyota Axio ');
  });
});

describe('Add car: the trip rules', { timeout: 30_000 }, () => {
  it('groups them under "Trip rules", starting at any trip from today, with the hint', async () => {
    stubApi();
    renderAddCar();

    const group = await screen.findByRole('group', { name: 'Trip rules' });
    const rule = (label: string) =>
      within(group).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    expect(rule('Shortest trip \\(days\\)').value).toBe('1');
    expect(rule('Longest trip \\(days\\)').value).toBe('365');
    expect(rule('Book ahead \\(hours\\)').value).toBe('0');
    for (const label of ['Shortest trip', 'Longest trip', 'Book ahead']) {
      expect(rule(label).getAttribute('inputmode')).toBe('numeric');
    }
    expect(rule('Shortest trip').min).toBe('1');
    expect(rule('Shortest trip').max).toBe('30');
    expect(rule('Book ahead').max).toBe('168');
    expect(within(group).getByText('0 lets renters start today')).toBeTruthy();
  });

  it('sends the rules the owner sets as whole numbers', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.clear(control('Shortest trip'));
    await user.type(control('Shortest trip'), '2');
    await user.clear(control('Longest trip'));
    await user.type(control('Longest trip'), '14');
    await user.clear(control('Book ahead'));
    await user.type(control('Book ahead'), '24');
    expect(control('How renters book').value).toBe('true');
    await user.selectOptions(control('How renters book'), 'false');

    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({
      minDays: 2,
      maxDays: 14,
      advanceNoticeHours: 24,
      instantBooking: false,
    });
    // The form starts over with the defaults.
    await waitFor(() => expect(control('Shortest trip').value).toBe('1'));
    expect(control('Book ahead').value).toBe('0');
  });

  it("shows each broken rule under its field by the refusal table's words, and sends nothing", async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.clear(control('Shortest trip'));
    await user.type(control('Shortest trip'), '31');
    await user.clear(control('Book ahead'));
    await user.type(control('Book ahead'), '1.5');

    await user.click(submitButton());

    // The form's check runs as it is submitted; a busy machine shows its words a moment later.
    await waitFor(() =>
      expect(errorMessageOf(control('Shortest trip'))).toBe(
        REFUSALS['carListing.minDaysInvalid'].en,
      ),
    );
    expect(errorMessageOf(control('Book ahead'))).toBe(
      REFUSALS['carListing.advanceNoticeInvalid'].en,
    );
    expect(control('Shortest trip').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('Shortest trip'));
    expect(api.callsTo('POST /api/addCars')).toHaveLength(0);

    // A longest trip shorter than the shortest is refused, and goes once the shortest fits it.
    await user.clear(control('Shortest trip'));
    await user.type(control('Shortest trip'), '10');
    await user.clear(control('Longest trip'));
    await user.type(control('Longest trip'), '7');
    await waitFor(() =>
      expect(errorMessageOf(control('Longest trip'))).toBe(
        REFUSALS['carListing.maxDaysInvalid'].en,
      ),
    );
    expect(errorMessageOf(control('Shortest trip'))).toBeUndefined();
    await user.clear(control('Shortest trip'));
    await user.type(control('Shortest trip'), '7');
    await waitFor(() => expect(errorMessageOf(control('Longest trip'))).toBeUndefined());
  });

  it("shows the server's refusal of a rule under its field", async () => {
    const message = REFUSALS['carListing.maxDaysInvalid'].en;
    stubApi({
      'POST /api/addCars': refuse(400, {
        code: 'carListing.maxDaysInvalid',
        message,
        fields: { maxDays: { code: 'carListing.maxDaysInvalid', message } },
      }),
    });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual([`Something went wrong!${message}`]);
    await waitFor(() => expect(errorMessageOf(control('Longest trip'))).toBe(message));
    expect(control('Longest trip').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the rules and their refusals in Bangla, the limits in Bengali digits', async () => {
    stubApi();
    renderAddCar();
    await screen.findByRole('button', { name: 'Add Car' });
    await showBangla();
    const user = typist();

    const group = screen.getByRole('group', { name: 'ট্রিপের নিয়ম' });
    expect(within(group).getByText('০ দিলে ভাড়াটিয়ারা আজ থেকেই ট্রিপ শুরু করতে পারেন')).toBeTruthy();
    await user.clear(control('সবচেয়ে ছোট ট্রিপ'));
    await user.click(screen.getByRole('button', { name: 'গাড়ি যোগ করুন' }));

    await waitFor(() =>
      expect(errorMessageOf(control('সবচেয়ে ছোট ট্রিপ'))).toBe(
        REFUSALS['carListing.minDaysInvalid'].bn,
      ),
    );
    expect(errorMessageOf(control('সবচেয়ে ছোট ট্রিপ'))).toContain('১ থেকে ৩০');
  });
});

describe('Add car in Bangla', { timeout: 30_000 }, () => {
  it('shows the page and its checks in Bangla, the limits in Bengali digits', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    await screen.findByRole('button', { name: 'Add Car' });

    await showBangla();

    expect(screen.getByRole('heading', { level: 1, name: 'একটি গাড়ি যোগ করুন' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('গাড়ি যোগ করুন | CarZone'));
    expect(
      await screen.findByRole('button', {
        name: 'একটি ছবি এখানে টেনে এনে ছাড়ুন, অথবা ক্লিক করে বেছে নিন। JPEG, PNG বা WebP, সর্বোচ্চ ৮ MB',
      }),
    ).toBeTruthy();
    const user = typist();
    await user.type(control('দৈনিক ভাড়া'), '100001');
    await user.click(screen.getByRole('button', { name: 'গাড়ি যোগ করুন' }));

    // A busy machine shows the form's refusals a moment after the click.
    await waitFor(() =>
      expect(errorMessageOf(control('গাড়ির মডেল'))).toBe('অনুগ্রহ করে গাড়ির মডেল লিখুন।'),
    );
    expect(errorMessageOf(control('দৈনিক ভাড়া'))).toBe('দৈনিক ভাড়া সর্বোচ্চ $১০০০০০ হতে পারে।');
    expect(document.activeElement).toBe(control('গাড়ির মডেল'));
    expect(api.callsTo('POST /api/addCars')).toHaveLength(0);
  });

  it('says the car was added in Bangla', async () => {
    stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await showBangla();
    await user.click(screen.getByRole('button', { name: 'গাড়ি যোগ করুন' }));

    expect(await findToasts()).toEqual(['তথ্য সফলভাবে যোগ করা হয়েছে']);
  });
});

describe('Add car: the photo', { timeout: 30_000 }, () => {
  it('uploads the picked photo with its progress, then sends its id instead of a URL', async () => {
    const uploads = fakeUploads();
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-2' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    const photo = pictureFile('axio.jpg', 'image/jpeg');

    await user.upload(await photoInput(), photo);

    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/api/photos',
      withCredentials: true,
      body: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    upload!.progress(512, 1024);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50%')).toBeTruthy();
    expect(
      (screen.getByRole('img', { name: "Preview of the car's photo" }) as HTMLImageElement).src,
    ).toBe('blob:preview-1');
    // Sending waits for the photo.
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    await upload!.respond(201, UPLOADED);

    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      (screen.getByRole('img', { name: "Preview of the car's photo" }) as HTMLImageElement).src,
    ).toContain(UPLOADED.thumbnailUrl);
    await user.click(submitButton());
    expect(await findToasts()).toEqual(['Data added successfully']);
    const [sent] = api.callsTo('POST /api/addCars').map((call) => call.body as CarListingInput);
    expect(sent?.photoId).toBe(UPLOADED.id);
    expect(sent).not.toHaveProperty('imageUrl');
    // The form started over: no photo any more.
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: "Preview of the car's photo" })).toBeNull(),
    );
  });

  it("shows the server's refusal of a photo, and sends the car without it", async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    const user = typist();

    await user.upload(await photoInput(), pictureFile());
    await uploads[0]!.respond(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: PHOTO_MESSAGES.damaged,
    });

    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_MESSAGES.damaged);
    expect(screen.queryByRole('img', { name: "Preview of the car's photo" })).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("explains a refusal that came without the server's words (a proxy's 413 page)", async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    const user = typist();

    await user.upload(await photoInput(), pictureFile());
    await uploads[0]!.respond(413, '<html>413 Request Entity Too Large</html>');

    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('refuses a photo over 8 MB, or not a picture, before sending anything', async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    // The browser's picker would hide other types; a drop does not, so the rule is checked here.
    const user = typist().setup({ applyAccept: false });
    const input = await photoInput();

    await user.upload(input, pictureFile('huge.jpg', 'image/jpeg', 9 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_MESSAGES.tooLarge);

    await user.upload(input, pictureFile('notes.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(PHOTO_MESSAGES.notAPicture),
    );
    expect(uploads).toHaveLength(0);
  });

  it("shows a refusal code it does not know in the server's words, as they came", async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    const user = typist();

    await user.upload(await photoInput(), pictureFile());
    await uploads[0]!.respond(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rateLimit.uploads',
      message: 'Too many uploads. Try again in 4 minutes.',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many uploads. Try again in 4 minutes.',
    );
  });

  it("says the browser's own check of a photo in Bangla, as the API says its code", async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    const user = typist().setup({ applyAccept: false });
    const input = await photoInput();
    await showBangla();

    await user.upload(input, pictureFile('huge.jpg', 'image/jpeg', 9 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSALS['photo.tooLarge'].bn);

    await user.upload(input, pictureFile('notes.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(REFUSALS['photo.notAPicture'].bn),
    );
    expect(uploads).toHaveLength(0);
  });

  it('removes an uploaded photo, or cancels one still uploading', async () => {
    const uploads = fakeUploads();
    stubApi();
    renderAddCar();
    const user = typist();
    const input = await photoInput();

    await user.upload(input, pictureFile());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploads[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.upload(input, pictureFile());
    await uploads[1]!.respond(201, UPLOADED);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: "Preview of the car's photo" })).toBeNull();
  });
});

describe('Add car: the action', () => {
  it('throws a 401 on, for the shell to send the visitor to sign in and back', async () => {
    stubApi({
      'POST /api/addCars': refuse(401, { message: 'Please sign in to continue.' }),
    });
    const request = new Request('http://localhost/addCars', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ carModel: 'Toyota Axio' }),
    });

    const outcome = addCarRoute.action({ request, params: {}, context: {} } as never);

    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toMatchObject({ status: 401 });
  });
});

describe('Add car: the driver and trip', { timeout: 30_000 }, () => {
  const select = (label: string) => control(label) as unknown as HTMLSelectElement;
  const licence = () =>
    screen.queryByLabelText(
      'Self-drive renters must have a driving licence on their profile',
    ) as HTMLInputElement | null;

  it('groups them near the trip rules, a new car self-drive only, 5 seats, Dhaka, a licence asked', async () => {
    stubApi();
    renderAddCar();

    const group = await screen.findByRole('group', { name: 'Driver and trip' });
    const how = within(group).getByLabelText('How the car is rented') as HTMLSelectElement;
    expect(how.value).toBe('self-drive');
    expect([...how.options].map((option) => [option.value, option.text])).toEqual([
      ['self-drive', 'Self-drive only'],
      ['with-driver', 'With a driver only'],
      ['both', 'With a driver or self-drive'],
    ]);
    expect((within(group).getByLabelText('Seats') as HTMLInputElement).value).toBe('5');
    const district = within(group).getByLabelText('District') as HTMLSelectElement;
    expect(district.value).toBe('dhaka');
    expect(district.options).toHaveLength(DISTRICTS.length);
    expect(district.options[0]?.text).toBe('Bagerhat');
    expect(licence()?.checked).toBe(true);
    // No driver: none of the driver's terms.
    expect(screen.queryByLabelText(/^Driver's daily rate/)).toBeNull();
    expect(screen.queryByLabelText(/^Fuel/)).toBeNull();
  });

  it('takes the district from the location typed, until the owner picks one', async () => {
    stubApi();
    renderAddCar();
    const user = typist();
    await screen.findByRole('button', { name: 'Add Car' });

    await user.type(control('Location'), 'Agrabad, Chattogram');
    expect(select('District').value).toBe('chattogram');
    await user.selectOptions(select('District'), 'sylhet');
    await user.clear(control('Location'));
    await user.type(control('Location'), 'Gulshan, Dhaka');
    expect(select('District').value).toBe('sylhet');
  });

  it("sends a car with a driver: the driver's rates, fuel, seats and district", async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.selectOptions(select('How the car is rented'), 'both');
    await user.type(control("Driver's daily rate"), '15');
    await user.type(control('Overtime'), '2.5');
    await user.type(control('Night halt'), '8');
    await user.type(control('Out of town'), '0');
    expect(select('Fuel').value).toBe('renter-pays');
    expect([...select('Fuel').options].map((option) => option.text)).toEqual([
      'Paid by the renter',
      'Included in the price',
    ]);
    await user.selectOptions(select('Fuel'), 'included');
    await user.clear(control('Seats'));
    await user.type(control('Seats'), '7');
    await user.selectOptions(select('District'), 'gazipur');
    expect(licence()?.checked).toBe(true);

    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({
      ...DRIVER_OFFER,
      district: 'gazipur',
      licenceRequired: true,
    } satisfies Partial<CarListingInput>);
    // The form starts over as a new car: self-drive only.
    await waitFor(() => expect(select('How the car is rented').value).toBe('self-drive'));
  });

  it("refuses a car with a driver and no rates before sending, by the domain's words", async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.selectOptions(select('How the car is rented'), 'with-driver');
    // Only with a driver: no self-drive renter to ask a licence of.
    expect(licence()).toBeNull();
    await user.clear(control('Seats'));
    await user.type(control('Seats'), '16');

    await user.click(submitButton());

    const missing = REFUSALS['carListing.driverRateMissing'].en;
    await waitFor(() => expect(errorMessageOf(control("Driver's daily rate"))).toBe(missing));
    for (const label of ['Overtime', 'Night halt', 'Out of town'])
      expect(errorMessageOf(control(label)), label).toBe(missing);
    expect(errorMessageOf(control('Seats'))).toBe(REFUSALS['carListing.seatsInvalid'].en);
    expect(control("Driver's daily rate").getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control("Driver's daily rate"));
    expect(api.callsTo('POST /api/addCars')).toHaveLength(0);

    // Self-drive only: the driver's terms go, and with them their refusals; nulls are sent.
    await user.selectOptions(select('How the car is rented'), 'self-drive');
    expect(screen.queryByLabelText(/^Driver's daily rate/)).toBeNull();
    await user.clear(control('Seats'));
    await user.type(control('Seats'), '4');
    await user.click(submitButton());
    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({
      driverOption: 'self-drive',
      ...TEST_CAR_NO_DRIVER_TERMS,
      seats: 4,
      licenceRequired: true,
    });
  });

  it("shows the server's refusal of the district under its field", async () => {
    const message = REFUSALS['carListing.districtInvalid'].en;
    stubApi({
      'POST /api/addCars': refuse(400, {
        code: 'carListing.districtInvalid',
        message,
        fields: { district: { code: 'carListing.districtInvalid', message } },
      }),
    });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual([`Something went wrong!${message}`]);
    await waitFor(() => expect(errorMessageOf(control('District'))).toBe(message));
  });

  it('says the group, its options, the districts and its refusals in Bangla', async () => {
    stubApi();
    renderAddCar();
    await screen.findByRole('button', { name: 'Add Car' });
    await showBangla();
    const user = typist();

    const group = screen.getByRole('group', { name: 'ড্রাইভার ও ট্রিপ' });
    const how = within(group).getByLabelText('গাড়িটি কীভাবে ভাড়া দেওয়া হয়') as HTMLSelectElement;
    expect([...how.options].map((option) => option.text)).toEqual([
      'শুধু সেলফ-ড্রাইভ',
      'শুধু ড্রাইভারসহ',
      'ড্রাইভারসহ বা সেলফ-ড্রাইভ',
    ]);
    const district = within(group).getByLabelText('জেলা') as HTMLSelectElement;
    expect(district.selectedOptions[0]?.text).toBe('ঢাকা');
    expect(within(group).getByLabelText('আসনসংখ্যা')).toBeTruthy();
    expect(
      within(group).getByLabelText('সেলফ-ড্রাইভ ভাড়াটিয়াদের প্রোফাইলে ড্রাইভিং লাইসেন্স থাকতে হবে'),
    ).toBeTruthy();

    await user.selectOptions(how, 'with-driver');
    for (const label of [
      'ড্রাইভারের দৈনিক রেট ($, ১০ ঘণ্টা)',
      'ওভারটাইম (ঘণ্টায় $)',
      'নাইট হল্ট (বাইরে প্রতি রাতে $)',
      'শহরের বাইরে (দিনে $)',
    ])
      expect(within(group).getByLabelText(label)).toBeTruthy();
    const fuel = within(group).getByLabelText('জ্বালানি') as HTMLSelectElement;
    expect([...fuel.options].map((option) => option.text)).toEqual([
      'ভাড়াটিয়া দেবেন',
      'ভাড়ার মধ্যে ধরা',
    ]);
    await user.click(screen.getByRole('button', { name: 'গাড়ি যোগ করুন' }));

    await waitFor(() =>
      expect(errorMessageOf(control('ড্রাইভারের দৈনিক রেট'))).toBe(
        REFUSALS['carListing.driverRateMissing'].bn,
      ),
    );
  });
});

describe('Add car: a verified mobile number', { timeout: 30_000 }, () => {
  const LABEL = 'Renters must have a verified mobile number';
  const HINT =
    'Renters without one are asked to verify theirs on their profile before they can book.';
  const phoneRule = () => screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
  const select = (label: string) => control(label) as unknown as HTMLSelectElement;

  it('is a checkbox of the driver and trip group, off for a new car, described by its hint', async () => {
    stubApi();
    renderAddCar();

    const group = await screen.findByRole('group', { name: 'Driver and trip' });
    const rule = within(group).getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
    expect(rule.checked).toBe(false);
    expect(rule.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(rule.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      HINT,
    );
  });

  it('sends requireVerifiedPhone: true once checked, then starts over unchecked', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(phoneRule());
    expect(phoneRule().checked).toBe(true);
    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({
      driverOption: 'self-drive',
      licenceRequired: true,
      requireVerifiedPhone: true,
    } satisfies Partial<CarListingInput>);
    await waitFor(() => expect(phoneRule().checked).toBe(false));
  });

  it('asks it of renters with a driver too, where no licence is asked', async () => {
    const api = stubApi({ 'POST /api/addCars': reply(201, { insertedId: 'car-1' }) });
    renderAddCar();
    const user = typist();
    await fillInCar(user);
    await user.selectOptions(select('How the car is rented'), 'with-driver');
    await user.type(control("Driver's daily rate"), '15');
    await user.type(control('Overtime'), '2');
    await user.type(control('Night halt'), '8');
    await user.type(control('Out of town'), '0');
    expect(
      screen.queryByLabelText('Self-drive renters must have a driving licence on their profile'),
    ).toBeNull();

    await user.click(phoneRule());
    await user.click(submitButton());

    expect(await findToasts()).toEqual(['Data added successfully']);
    expect(api.callsTo('POST /api/addCars')[0]?.body).toMatchObject({
      driverOption: 'with-driver',
      licenceRequired: false,
      requireVerifiedPhone: true,
    } satisfies Partial<CarListingInput>);
  });

  it("shows the server's refusal of it under the checkbox, until it is changed", async () => {
    const message = REFUSALS['carListing.requireVerifiedPhoneInvalid'].en;
    stubApi({
      'POST /api/addCars': refuse(400, {
        code: 'carListing.requireVerifiedPhoneInvalid',
        message,
        fields: {
          requireVerifiedPhone: { code: 'carListing.requireVerifiedPhoneInvalid', message },
        },
      }),
    });
    renderAddCar();
    const user = typist();
    await fillInCar(user);

    await user.click(submitButton());

    expect(await findToasts()).toEqual([`Something went wrong!${message}`]);
    await waitFor(() => expect(errorMessageOf(phoneRule())).toBe(message));
    expect(phoneRule().getAttribute('aria-invalid')).toBe('true');
    await user.click(phoneRule());
    expect(phoneRule().getAttribute('aria-invalid')).toBeNull();
    expect(phoneRule().getAttribute('aria-errormessage')).toBeNull();
  });

  it('says the checkbox and its hint in Bangla', async () => {
    stubApi();
    renderAddCar();
    await screen.findByRole('button', { name: 'Add Car' });
    await showBangla();

    const rule = screen.getByRole('checkbox', {
      name: 'ভাড়াটিয়াদের যাচাই করা মোবাইল নম্বর থাকতে হবে',
    });
    expect(document.getElementById(rule.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'যাচাই করা মোবাইল নম্বর নেই এমন ভাড়াটিয়াদের বুক করার আগে তাঁদের প্রোফাইলে নিজের নম্বর যাচাই করতে বলা হয়।',
    );
  });
});
