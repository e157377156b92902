// The one schema of CarZone's database: the cars, their bookings, blocks and reviews here, the
// accounts' and the messages' tables in schema-accounts-messages.ts, the staff's and the audit
// log in schema-staff.ts, accounts as staff see them and reports in schema-trust.ts, re-exported below so the repositories and drizzle-kit read one module.
// `pnpm db:generate` turns changes into SQL migrations under api/drizzle/; what Drizzle cannot
// express (the btree_gist extension and the no-overlap exclusion constraint on bookings, the
// audit log's refusal of changes) is written by hand into a migration there. An index a
// newest-first read walks is `.desc().nullsFirst()`: drizzle-kit writes `.desc()` alone as
// `DESC NULLS LAST`, an order the planner cannot serve a query's `ORDER BY … DESC` from.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADVANCE_STATES,
  BOOKING_STATUSES,
  CAR_STATUSES,
  HOLDING_STATUSES,
  DEFAULT_SEATS,
  MODERATION_STATES,
  DEFAULT_TRIP_RULES,
  DRIVER_OPTIONS,
  FUEL_POLICIES,
  type QuoteLine,
  REVIEW_HIDE_REASONS,
  REVIEW_LIMITS,
  REVIEW_SIDES,
  REFUND_STATES,
  TRIP_OFFER_LIMITS,
  TRIP_RULE_LIMITS,
} from '@carzone/domain';
import { DEFAULT_DISTRICT_ID } from '@carzone/domain/districts';
import { createdAt, money, oneOf } from './schema-columns.js';

export * from './schema-accounts-messages.js';
export * from './schema-messages.js';
export * from './schema-payments.js';
export * from './schema-photos.js';
export type * from './schema-rows.js';
import { photos } from './schema-photos.js';
export * from './schema-staff.js';
export * from './schema-trust.js';

/** A booking that keeps the car's nights from everyone else (the no-overlap constraint's rows). */
export const holdsDates = oneOf('booking_status', HOLDING_STATUSES);

export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carModel: text('car_model').notNull(),
    brand: text('brand').notNull().default(''),
    dailyRentalPrice: money('daily_rental_price').notNull(),
    bookingStatus: text('booking_status', { enum: CAR_STATUSES }).notNull(),
    bookingCount: integer('booking_count').notNull().default(0),
    location: text('location').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    // Set for an uploaded photo (image_url is then the API's copy of it); empty for an image URL.
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    registrationNumber: text('registration_number').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerName: text('owner_name').notNull().default(''),
    createdAt: createdAt(),
    // The owner's trip rules (packages/domain/src/trip-rules.ts); the defaults let any trip of the
    // spec's flow through.
    minDays: integer('min_days').notNull().default(DEFAULT_TRIP_RULES.minDays),
    maxDays: integer('max_days').notNull().default(DEFAULT_TRIP_RULES.maxDays),
    advanceNoticeHours: integer('advance_notice_hours')
      .notNull()
      .default(DEFAULT_TRIP_RULES.advanceNoticeHours),
    // Off: each booking is a request the owner answers (packages/domain/src/booking-requests.ts).
    instantBooking: boolean('instant_booking').notNull().default(true),
    // What the car offers (packages/domain/src/trip-offer.ts): its driver and their rates (null
    // for a self-drive-only car), its seats, its district (the location is the area within it)
    // and whether self-drive asks for a licence. The defaults are the spec's car: self-drive.
    driverOption: text('driver_option', { enum: DRIVER_OPTIONS }).notNull().default('self-drive'),
    driverDailyRate: money('driver_daily_rate'),
    overtimeHourlyRate: money('overtime_hourly_rate'),
    nightHaltRate: money('night_halt_rate'),
    intercityDailySurcharge: money('intercity_daily_surcharge'),
    fuelPolicy: text('fuel_policy', { enum: FUEL_POLICIES }),
    seats: integer('seats').notNull().default(DEFAULT_SEATS),
    district: text('district').notNull().default(DEFAULT_DISTRICT_ID),
    licenceRequired: boolean('licence_required').notNull().default(false),
    requireVerifiedPhone: boolean('require_verified_phone').notNull().default(false),
    // The published reviews of the car by its renters: kept on each publication, in
    // its transaction, so a read never counts them; the average to one decimal is PostgreSQL's,
    // stored, for the Top Rated sort (null while there is none).
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', {
      precision: 2,
      scale: 1,
      mode: 'number',
    }).generatedAlwaysAs(
      (): SQL =>
        sql`CASE WHEN ${cars.ratingCount} > 0 THEN round(${cars.ratingTotal}::numeric / ${cars.ratingCount}, 1) END`,
    ),
    // What the catalogue's search looks in: model, brand and location in lower case, one per
    // line so a search cannot match across two of them. Kept by PostgreSQL and trigram-indexed;
    // stored rather than computed per query, so counting the matches of a common word reads it
    // instead of lower-casing every row again.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${cars.carModel} || E'\\n' || ${cars.brand} || E'\\n' || ${cars.location})`,
      ),
    // Its standing with staff (packages/domain/src/trust.ts) and its owner's suspension: only a
    // listed car is shown to anyone but its owner, searched, quoted or booked.
    moderationState: text('moderation_state', { enum: MODERATION_STATES })
      .notNull()
      .default('published'),
    moderationReason: text('moderation_reason'),
    // When the state last changed: the staff's queues wait oldest first by it.
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ownerSuspended: boolean('owner_suspended').notNull().default(false),
    // The share of a trip's price paid in advance through the gateway: 0 (none) or 10 to 50.
    advancePercent: integer('advance_percent').notNull().default(0),
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`${cars.moderationState} = 'published' and not ${cars.ownerSuspended}`,
      ),
  },
  (table) => [
    check('cars_booking_status_check', oneOf('booking_status', CAR_STATUSES)),
    check('cars_moderation_state_check', oneOf('moderation_state', MODERATION_STATES)),
    check('cars_daily_rental_price_check', sql`${table.dailyRentalPrice} > 0`),
    check('cars_booking_count_check', sql`${table.bookingCount} >= 0`),
    check(
      'cars_advance_percent_check',
      sql`${table.advancePercent} = 0 or ${table.advancePercent} between 10 and 50`,
    ),
    check(
      'cars_rating_check',
      sql`${table.ratingCount} >= 0 and ${table.ratingTotal} between ${table.ratingCount} and 5 * ${table.ratingCount}`,
    ),
    check(
      'cars_trip_rules_check',
      sql.raw(
        `min_days between ${TRIP_RULE_LIMITS.minDays.lowest} and ${TRIP_RULE_LIMITS.minDays.highest}` +
          ` and max_days between min_days and ${TRIP_RULE_LIMITS.maxDays.highest}` +
          ` and advance_notice_hours between ${TRIP_RULE_LIMITS.advanceNoticeHours.lowest} and ${TRIP_RULE_LIMITS.advanceNoticeHours.highest}`,
      ),
    ),
    check('cars_driver_option_check', oneOf('driver_option', DRIVER_OPTIONS)),
    check('cars_fuel_policy_check', oneOf('fuel_policy', FUEL_POLICIES)),
    check(
      'cars_seats_check',
      sql.raw(
        `seats between ${TRIP_OFFER_LIMITS.seats.lowest} and ${TRIP_OFFER_LIMITS.seats.highest}`,
      ),
    ),
    // A car offered with its driver has every rate (0 for none) and says who pays the fuel.
    check(
      'cars_driver_terms_check',
      sql.raw(
        "driver_option = 'self-drive' or (driver_daily_rate >= 0 and overtime_hourly_rate >= 0" +
          ' and night_halt_rate >= 0 and intercity_daily_surcharge >= 0 and fuel_policy is not null)',
      ),
    ),
    // The catalogue's sorts, each with the id as tie-breaker so pages never overlap; a backward
    // scan serves the opposite direction.
    index('cars_created_at_id_idx').on(table.createdAt, table.id),
    index('cars_daily_rental_price_id_idx').on(table.dailyRentalPrice, table.id),
    // Top Rated: the best average first, more reviews before fewer, cars without any last.
    index('cars_rating_idx').on(
      table.ratingAverage.desc().nullsLast(),
      table.ratingCount.desc(),
      table.id.desc(),
    ),
    // Serves `search_text LIKE '%text%'` (pg_trgm, see migration 0002).
    index('cars_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('cars_owner_email_idx').on(table.ownerEmail),
    // The photo clean-up asks which photos a car still shows.
    index('cars_photo_id_idx').on(table.photoId),
    // The staff's queues of cars waiting for review, rejected or hidden, oldest first (a few rows).
    index('cars_moderation_queue_idx')
      .on(table.moderationState, table.moderatedAt, table.id)
      .where(sql`${table.moderationState} <> 'published'`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the car is deleted (only possible when none of its bookings is still to come):
    // the booking stays in its renter's list with its own copy of what was rented.
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    // Copied from the car when booked, so a booking keeps showing what was rented.
    carModel: text('car_model').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    location: text('location').notNull(),
    dailyRentalPrice: money('daily_rental_price').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    bookingDate: timestamp('booking_date', { withTimezone: true, mode: 'date' }).notNull(),
    totalPrice: money('total_price').notNull(),
    bookingStatus: text('booking_status', { enum: BOOKING_STATUSES }).notNull(),
    bookerEmail: text('booker_email').notNull(),
    // The renter's display name when they booked: what the car's owner sees (never the e-mail).
    bookerName: text('booker_name').notNull().default(''),
    // A Pending request's deadline; null for every other status.
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    // Why the owner declined or canceled, when they said.
    statusReason: text('status_reason').notNull().default(''),
    // Who canceled a Canceled booking ('renter' or 'owner'); null otherwise.
    canceledBy: text('canceled_by', { enum: ['renter', 'owner'] }),
    // Set on a change of dates waiting for the owner (a Pending row holding the new dates): the
    // confirmed booking it would change. It may share nights with that booking alone (migration
    // 0011's no-overlap constraint); lists show it on its booking, never as a booking of its own.
    changeOf: uuid('change_of').references((): AnyPgColumn => bookings.id, {
      onDelete: 'cascade',
    }),
    // The trip's choices (packages/domain/src/trip-offer.ts) and its price as quoteTrip wrote it,
    // line by line with each line's numbers (the words are the reader's, written when answered).
    // A booking made before kept none: self-drive, its lines the spec's (toBooking).
    withDriver: boolean('with_driver').notNull().default(false),
    pickupTime: text('pickup_time'),
    pickupPlace: text('pickup_place').notNull().default(''),
    destinationDistrict: text('destination_district'),
    priceLines: jsonb('price_lines').$type<QuoteLine[]>(),
    // A completed trip's review mails: when both sides were asked for a review, and
    // when those who had not written were reminded; null until then (reviews.service.ts).
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true, mode: 'date' }),
    reviewRemindedAt: timestamp('review_reminded_at', { withTimezone: true, mode: 'date' }),
    // The advance its car asked when booked, in cents (null: none), and how far it is: due while
    // AwaitingPayment (expires_at its deadline), held for staff, or paid (payments.ts).
    advanceMinor: integer('advance_minor'),
    advanceState: text('advance_state', { enum: ADVANCE_STATES }),
    // What of its advance went back, in cents, and the least finished of its refunds' states.
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundState: text('refund_state', { enum: REFUND_STATES }),
    createdAt: createdAt(),
  },
  (table) => [
    check('bookings_booking_status_check', oneOf('booking_status', BOOKING_STATUSES)),
    check('bookings_canceled_by_check', sql`${table.canceledBy} in ('renter', 'owner')`),
    check('bookings_advance_state_check', oneOf('advance_state', ADVANCE_STATES)),
    check(
      'bookings_advance_check',
      sql`(${table.advanceMinor} is null) = (${table.advanceState} is null) and coalesce(${table.advanceMinor}, 1) > 0`,
    ),
    check('bookings_refund_state_check', oneOf('refund_state', REFUND_STATES)),
    check('bookings_refunded_check', sql`${table.refundedMinor} >= 0`),
    // The advances still to be paid, by deadline, for the expiry sweep.
    index('bookings_awaiting_payment_idx')
      .on(table.expiresAt)
      .where(sql`${table.bookingStatus} = 'AwaitingPayment'`),
    check('bookings_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check(
      'bookings_pickup_time_check',
      sql`${table.pickupTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    index('bookings_car_id_idx').on(table.carId),
    // A date search ("cars free from … to …", CarsRepository) asks, of the bookings that hold a
    // car (Pending or Confirmed), either which overlap the dates (driven from the bookings: a GiST
    // index on their range) or whether one car has one (driven from the cars, one probe per car:
    // read from the index alone, and only the bookings that end after the search's first day; the
    // deadline is there so an overdue request is skipped without reading its row).
    index('bookings_active_dates_idx')
      .using('gist', sql`daterange(${table.startDate}, ${table.endDate}, '[)')`)
      .where(holdsDates),
    index('bookings_active_car_end_start_idx')
      .on(table.carId, table.endDate, table.startDate, table.expiresAt)
      .where(holdsDates),
    // The few Pending rows: by deadline for the expiry sweep, by car for an owner's requests.
    index('bookings_pending_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.bookingStatus} = 'Pending'`),
    index('bookings_pending_car_id_idx')
      .on(table.carId, table.expiresAt)
      .where(sql`${table.bookingStatus} = 'Pending'`),
    index('bookings_booker_email_idx').on(table.bookerEmail),
    // The review mails' sweep: the confirmed trips not yet invited, or not yet reminded, by end.
    index('bookings_review_invite_idx')
      .on(table.endDate)
      .where(
        sql`${table.bookingStatus} = 'Confirmed' and ${table.changeOf} is null and ${table.reviewInvitedAt} is null`,
      ),
    index('bookings_review_reminder_idx')
      .on(table.endDate)
      .where(
        sql`${table.bookingStatus} = 'Confirmed' and ${table.changeOf} is null and ${table.reviewRemindedAt} is null`,
      ),
    index('bookings_change_of_idx')
      .on(table.changeOf)
      .where(sql`${table.changeOf} IS NOT NULL`),
    // The photo clean-up asks which photos a booking still shows (its copy of the car's picture).
    index('bookings_image_url_idx').on(table.imageUrl),
  ],
);

/**
 * Nights an owner keeps their car for themselves (packages/domain/src/car-blocks.ts), [start, end)
 * as a booking's. Two blocks of a car never share a night (migration 0009's exclusion constraint);
 * a block over a booking is refused by the service, which holds the car's row lock as booking does.
 */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('car_blocks_dates_check', sql`${table.endDate} > ${table.startDate}`),
    // A date search's probe per car, as for bookings: read from the index alone.
    index('car_blocks_car_end_start_idx').on(table.carId, table.endDate, table.startDate),
    // The count of a date search: the blocks overlapping the range, from their dates.
    index('car_blocks_dates_idx').using(
      'gist',
      sql`daterange(${table.startDate}, ${table.endDate}, '[)')`,
    ),
  ],
);

/**
 * A trip's review by one side (packages/domain/src/reviews.ts): the renter's of the car (and so
 * its owner), the owner's of the renter. One per side and booking; unpublished (`published_at`
 * null) until both sides have written or the window closes, and never changed after. The car's
 * rating columns add up its renters' published reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // Null once the car is deleted: its owner's review of the renter still counts for the renter.
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    authorSide: text('author_side', { enum: REVIEW_SIDES }).notNull(),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull().default(''),
    // Who the review is of: the car's owner for a renter's review, the renter for an owner's.
    subjectEmail: text('subject_email').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull(),
    // The trip's window (reviewWindowClosesAt): by then it is published if it was not already.
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    // Hidden by staff for one of the published reasons: off the car's page and its rating.
    hiddenReason: text('hidden_reason', { enum: REVIEW_HIDE_REASONS }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('reviews_booking_side_unique').on(table.bookingId, table.authorSide),
    check('reviews_author_side_check', oneOf('author_side', REVIEW_SIDES)),
    check(
      'reviews_hidden_check',
      sql`(${table.hiddenReason} is null) = (${table.hiddenAt} is null) and (${table.hiddenReason} is null or ${oneOf('hidden_reason', REVIEW_HIDE_REASONS)})`,
    ),
    check(
      'reviews_rating_check',
      sql.raw(`rating between ${REVIEW_LIMITS.lowestRating} and ${REVIEW_LIMITS.highestRating}`),
    ),
    check('reviews_text_check', sql.raw(`char_length(text) <= ${REVIEW_LIMITS.textMaxLength}`)),
    check(
      'reviews_not_of_oneself_check',
      sql`lower(${table.authorEmail}) <> lower(${table.subjectEmail})`,
    ),
    // A car's page: its published reviews by renters, newest first.
    index('reviews_car_published_idx')
      .on(table.carId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.authorSide} = 'renter' and ${table.publishedAt} is not null`),
    // A renter's record: the owners' published reviews of them.
    index('reviews_renter_published_idx')
      .on(table.subjectEmail)
      .where(sql`${table.authorSide} = 'owner' and ${table.publishedAt} is not null`),
    // The publishing sweep: the few reviews still waiting, by when their window closes.
    index('reviews_waiting_idx')
      .on(table.windowClosesAt)
      .where(sql`${table.publishedAt} is null`),
  ],
);
