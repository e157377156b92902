// The people staff look after (the operators' console's "People"): finding them, one person's
// account as staff read it, and suspending and reinstating it. The API keeps them
// (api/src/accounts/); a suspension counts from the person's next request on every device.
import type { AuditEntry, StaffRole } from './staff.js';
import type {
  AccountStatus,
  ModerationState,
  ReportStatus,
  ReportTargetType,
  ReviewHideReason,
} from './trust.js';

/** One person as the people search lists them. */
export interface AccountSummary {
  /** The e-mail they sign in with, in lower case: the account's key. */
  email: string;
  name: string;
  status: AccountStatus;
  role: StaffRole | null;
  /** Their first sign-in to CarZone, ISO 8601. */
  createdAt: string;
  lastSignInAt: string;
  /** Their verified mobile number (+8801…), or null. */
  verifiedPhone: string | null;
}

/** `GET /api/admin/users`: a page of the people found, newest first, and how many there are. */
export interface AccountSearchPage {
  users: AccountSummary[];
  total: number;
}

/** A car of the person's, as their account page lists it. */
export interface AccountCar {
  id: string;
  carModel: string;
  moderationState: ModerationState;
  /** Hidden from everyone else while its owner is suspended. */
  ownerSuspended: boolean;
  createdAt: string;
}

/** A booking the person made or one of their cars has, as their account page lists it. */
export interface AccountBooking {
  id: string;
  carId: string | null;
  carModel: string;
  startDate: string;
  endDate: string;
  bookingStatus: string;
  renterEmail: string;
  /** The car's owner; null once the car is deleted. */
  ownerEmail: string | null;
  createdAt: string;
}

/** A report by or about the person. */
export interface AccountReport {
  id: string;
  reporterEmail: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  text: string;
  status: ReportStatus;
  createdAt: string;
}

/** A review the person wrote or one written of them. */
export interface AccountReview {
  id: string;
  bookingId: string;
  carId: string | null;
  authorSide: 'renter' | 'owner';
  authorEmail: string;
  subjectEmail: string;
  rating: number;
  text: string;
  writtenAt: string;
  publishedAt: string | null;
  hiddenReason: ReviewHideReason | null;
}

/** `GET /api/admin/users/:email`: everything staff need to know of one person. */
export interface AccountDetails extends AccountSummary {
  /** Staff's reason while suspended (the person reads it); null while active. */
  suspensionReason: string | null;
  suspendedAt: string | null;
  /** Their licence's number and expiry, and its private photo's address (staff may open it). */
  licence: { number: string | null; expiresOn: string | null; photoUrl: string | null } | null;
  cars: AccountCar[];
  bookingsAsRenter: AccountBooking[];
  bookingsAsOwner: AccountBooking[];
  /**
   * Their confirmed bookings still to come, as a renter and as an owner: a suspension ends none
   * of them, so staff handle each.
   */
  upcomingConfirmed: AccountBooking[];
  reportsBy: AccountReport[];
  reportsAbout: AccountReport[];
  reviewsWritten: AccountReview[];
  reviewsReceived: AccountReview[];
  /** Every staff action on them, newest first. */
  staffActions: AuditEntry[];
}

/** What a suspension or a reinstatement did. */
export interface AccountStandingChange {
  email: string;
  status: AccountStatus;
  suspensionReason: string | null;
  /** Their waiting requests (and bookings waiting for their advance) as a renter, withdrawn (a suspension only). */
  withdrawnRequests: number;
  /**
   * The requests waiting for them as an owner, declined, with their cars' bookings waiting for an
   * advance or with one paid, canceled and refunded whole (a suspension only).
   */
  declinedRequests: number;
  /** Their cars hidden from everyone else (a suspension) or shown again (a reinstatement). */
  cars: number;
}

/** How many of each list an account page shows at most, the newest first. */
export const ACCOUNT_PAGE_LIST_LIMIT = 100;
