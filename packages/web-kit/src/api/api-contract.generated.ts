// Generated from api/openapi.json by openapi-typescript (api/src/testing/contract-files.ts):
// do not edit. `pnpm --filter @carzone/api contract` writes it again after a change to the API.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the API and its database */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the process answers (liveness) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that this instance takes traffic (readiness) */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: trade a Firebase ID token for a session cookie */
        post: operations["AuthController_createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out on this device */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's language */
        get: operations["AuthController_language"];
        /** Choose the signed-in person's language */
        put: operations["AuthController_chooseLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's devices */
        get: operations["DeviceSessionsController_list"];
        put?: never;
        post?: never;
        /** Sign out on every device */
        delete: operations["DeviceSessionsController_signOutAllDevices"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one device */
        delete: operations["DeviceSessionsController_signOutDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the cars, a page at a time */
        get: operations["CarsController_findPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allCars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest cars */
        get: operations["CarsController_findNewest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/car/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A car's details */
        get: operations["CarsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addCars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a car for rent */
        post: operations["OwnerCarsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's cars */
        get: operations["OwnerCarsController_listOwn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your cars, for its update form */
        get: operations["OwnerCarsController_getOwn"];
        /** Update one of your cars */
        put: operations["OwnerCarsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your cars */
        delete: operations["OwnerCarsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cars waiting for review, rejected or hidden, oldest first */
        get: operations["AdminCarsController_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cars/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a car waiting for review: it is listed */
        post: operations["AdminCarsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cars/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a car waiting for review, saying why */
        post: operations["AdminCarsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cars/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a published car down, saying why */
        post: operations["AdminCarsController_hide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cars/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a hidden or rejected car again */
        post: operations["AdminCarsController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your bookings */
        get: operations["BookingsController_list"];
        put?: never;
        /** Book a car, or ask its owner to */
        post: operations["BookingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a booking's dates, or cancel it */
        patch: operations["BookingsController_change"];
        trace?: never;
    };
    "/api/car/{id}/booked-ranges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A car's booked nights */
        get: operations["BookedRangesController_findBookedRanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{email}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bookings of your cars */
        get: operations["OwnerBookingsController_listForOwner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/car/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A trip's price, line by line */
        get: operations["TripQuoteController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests waiting for your answer */
        get: operations["BookingRequestsController_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a request, or new dates */
        post: operations["BookingRequestsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request, or new dates */
        post: operations["BookingRequestsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a confirmed booking of your car */
        post: operations["BookingRequestsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/car/{id}/owner-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How often a car's owner canceled */
        get: operations["OwnerRecordController_ownerRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a booking's advance
         * @description Opens a payment of exactly the booking's advance (priced by the API, never by the caller) at the gateway, for the booking's renter while it is AwaitingPayment, and answers the gateway's page. The gateway then calls back; the booking is Confirmed once the gateway's validation API confirms the payment.
         */
        post: operations["PaymentsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling now would refund
         * @description By the one cancellation policy, for the caller (the booking's renter, or its car's owner): the renter cancelling 24 hours or more before the first day (Dhaka) gets the whole advance back, later the owner keeps one day's car price from it; the owner cancelling gives all of it back.
         */
        get: operations["PaymentsController_cancellation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sslcommerz/ipn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The gateway's payment notice (IPN)
         * @description SSLCommerz's server-to-server notice, a form post. Acted on only with the store's verify_sign and once its validation API confirms the payment by val_id with our tran_id, amount and currency; a forged, tampered or repeated notice changes nothing and is answered the same.
         */
        post: operations["GatewayCallbacksController_ipn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sslcommerz/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The renter back from the gateway
         * @description The gateway's page posts the renter's browser here (success, fail or cancel), with the payment's fields. The payment is confirmed as an IPN is (never on these fields alone), then the browser goes to My Bookings, which says how it went: `/bookings?payment=<paid|held|failed|canceled|refunded|pending|rejected>&booking=<id>`.
         */
        post: operations["GatewayCallbacksController_returned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments held for review and refunds not done */
        get: operations["AdminPaymentsController_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a held payment: the booking is Confirmed */
        post: operations["AdminPaymentsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse a held payment: the booking is canceled, the payment refunded */
        post: operations["AdminPaymentsController_refuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a booking's paid advance by hand, in full or in part */
        post: operations["AdminPaymentsController_refundByHand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refunds/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try a refused refund again */
        post: operations["AdminPaymentsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review the other side of a completed trip */
        post: operations["ReviewsController_write"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/car/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A car's published reviews */
        get: operations["ReviewsController_carReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published reviews shown or hidden, found by words */
        get: operations["ReviewModerationController_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a published review for one of the published reasons */
        post: operations["ReviewModerationController_hide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again */
        post: operations["ReviewModerationController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your car's blocked days */
        get: operations["CarBlocksController_list"];
        put?: never;
        /** Block days of your car */
        post: operations["CarBlocksController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{id}/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unblock days of your car */
        delete: operations["CarBlocksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bangladesh's districts */
        get: operations["DistrictsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send CarZone a message */
        post: operations["ContactController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a car photo */
        post: operations["PhotosController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A car photo */
        get: operations["PhotosController_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/licence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your driving licence */
        get: operations["DrivingLicencesController_own"];
        /** Save your licence's number and expiry */
        put: operations["DrivingLicencesController_save"];
        post?: never;
        /** Remove your driving licence */
        delete: operations["DrivingLicencesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/licence/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload your licence's photo */
        post: operations["DrivingLicencesController_savePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licence-photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A licence's photo, for its holder or that renter's owner */
        get: operations["DrivingLicencesController_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone with a staff role */
        get: operations["StaffController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give, change or remove a person's staff role */
        put: operations["StaffController_setRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first */
        get: operations["AuditLogController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a car, a review, a person or a message to CarZone staff */
        post: operations["ReportsController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports, with what each target is now */
        get: operations["AdminReportsController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on a report and close every open report on its target */
        post: operations["AdminReportsController_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/{id}/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a car's owner about it (opens the car's thread with them) */
        post: operations["MessagesController_inquire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's threads, as renter and as owner */
        get: operations["MessagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A thread's heading: the other side, the car, the renter's bookings */
        get: operations["MessagesController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a thread's messages (marks the other side's read) */
        get: operations["MessagesController_page"];
        put?: never;
        /** Write in a thread */
        post: operations["MessagesController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The thread of a booking's car and renter (opened if need be) */
        post: operations["MessagesController_bookingThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's thread events, live (server-sent events)
         * @description `event: message` (`id`: the message's place, increasing; `data`: `{ threadId, message }` as `GET /api/threads/:id/messages` answers a message) and `event: read` (`data`: `{ threadId, mine, readAt }`: the caller read, or their messages were read). A comment every 15 s keeps the connection open; `retry` asks for a reconnect within 2 s. A reconnect naming the last id it saw (the `Last-Event-ID` header, or `lastEventId`) is first sent what it missed; a new stream's first event, `ready`, carries the id it starts after.
         */
        get: operations["MessageStreamController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find people by e-mail, name or verified number */
        get: operations["AccountsController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's account, as staff read it */
        get: operations["AccountsController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a person, saying why */
        post: operations["AccountsController_suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended person, saying why */
        post: operations["AccountsController_reinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Healthy: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "up";
        };
        Alive: {
            /** @enum {string} */
            status: "ok";
        };
        CreateSessionDto: {
            /** @description The Firebase ID token of the signed-in user (`user.getIdToken()`). */
            idToken: string;
            /**
             * @deprecated
             * @description Ignored: an e-mail alone never opens a session.
             */
            email?: string;
        };
        /** @description Signed in: the `session` cookie is set. */
        SessionAnswer: {
            email: string;
        };
        SignedOut: {
            /** @example Signed out. */
            message: string;
        };
        /** @description Who the session cookie belongs to. */
        SignedInUser: {
            /** @description The Firebase uid. */
            uid: string;
            email: string;
            /** @description May be empty. */
            name: string;
            /** @description The profile photo's URL, or ''. */
            photoURL: string;
            /**
             * @description The Bangladeshi mobile number they verified with an SMS code (from their verified ID token, never a request's body), or ''.
             * @example +8801712345678
             */
            phoneNumber: string;
            /**
             * @description Their staff role, read on this request (a change counts from the next one); null for everyone else.
             * @enum {string|null}
             */
            role: "admin" | "support" | "finance" | null;
            /** @description The messages written to them in all their threads (`GET /api/threads`) that they have not read, counted on this request. */
            unreadMessages: number;
        };
        LanguageChoice: {
            /** @enum {string} */
            language: "en" | "bn";
        };
        ChooseLanguageDto: {
            /**
             * @description en (English) or bn (Bangla).
             * @enum {string}
             */
            language: "en" | "bn";
        };
        /** @description One signed-in browser of a person. */
        DeviceSession: {
            /** Format: uuid */
            id: string;
            /** @example Android phone */
            device: string;
            /** @example Chrome 131 */
            browser: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** @description True for the session of the browser that asked. */
            current: boolean;
        };
        /** @description A name in each language, by its code; English where one has none written yet. */
        Names: {
            /**
             * @description English
             * @example Sylhet
             */
            en: string;
            /**
             * @description বাংলা
             * @example সিলেট
             */
            bn: string;
        };
        /** @description The published reviews: their average and count. */
        Rating: {
            /**
             * @description To one decimal; null while there is no published review.
             * @example 4.6
             */
            average: number | null;
            /** @example 12 */
            count: number;
        };
        /** @description A listed car. */
        Car: {
            /** Format: uuid */
            _id: string;
            carModel: string;
            /** @description May be empty. */
            brand: string;
            /** @description In dollars, per day. */
            dailyRentalPrice: number;
            /**
             * @description Lower-case as stored; an empty string is shown as "Unavailable".
             * @enum {string}
             */
            bookingStatus: "available" | "unavailable" | "";
            /** @description How many times it has been booked. */
            bookingCount: number;
            location: string;
            /** @description The picture its page shows: an http(s) URL, or the API's copy of a photo. */
            imageUrl: string;
            /** @description The small picture cards and tables show. */
            thumbnailUrl: string;
            /**
             * Format: uuid
             * @description The uploaded photo the pictures come from; null for an image URL.
             */
            photoId: string | null;
            description: string;
            /** @description Comma-separated, as the owner typed it. */
            features: string;
            registrationNumber: string;
            /** @description The owner's e-mail. */
            email: string;
            /** @description The owner's display name. */
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The shortest trip the owner rents it for, in days. */
            minDays: number;
            /** @description The longest trip the owner rents it for, in days. */
            maxDays: number;
            /** @description How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0: from today. */
            advanceNoticeHours: number;
            /** @description False: each booking is a request the owner accepts or declines. */
            instantBooking: boolean;
            /**
             * @description The share of the trip price paid in advance through the payment gateway: 0 (none) or 10 to 50 percent.
             * @example 25
             */
            advancePercent: number;
            /**
             * @description With its driver, self-drive, or either.
             * @enum {string}
             */
            driverOption: "self-drive" | "with-driver" | "both";
            /** @description The driver's day of 10 hours; null for a self-drive-only car. */
            driverDailyRate: number | null;
            /** @description Each hour past 10 in a day, paid to the driver. */
            overtimeHourlyRate: number | null;
            /** @description Each night away from the car's district. */
            nightHaltRate: number | null;
            /** @description Each day of a trip to another district. */
            intercityDailySurcharge: number | null;
            /** @enum {string|null} */
            fuelPolicy: "included" | "renter-pays" | null;
            /** @description Seats, the driver's included. */
            seats: number;
            /** @description The district's id (GET /api/districts). */
            district: string;
            /**
             * @description The district's English name.
             * @example Sylhet
             */
            districtName: string;
            /**
             * @description The district's Bangla name.
             * @example সিলেট
             */
            districtNameBn: string;
            /** @description The district's name in each language. */
            districtNames: components["schemas"]["Names"];
            /** @description Self-drive needs a driving licence on the renter’s profile. */
            licenceRequired: boolean;
            /** @description Renters need a verified mobile number on their profile to book it or ask for it. */
            requireVerifiedPhone: boolean;
            /** @description Its owner has a verified mobile number ("Phone verified"); the number itself only on a confirmed booking, to its renter. */
            ownerPhoneVerified: boolean;
            /** @description Its renters' published reviews. */
            rating: components["schemas"]["Rating"];
        };
        CreateCarDto: {
            /** @example Toyota Axio 2018 */
            carModel: string;
            /** @example Toyota */
            brand?: string;
            /**
             * @description Dollars a day: a JSON number above 0 with at most 2 decimals (not a string).
             * @example 45.5
             */
            dailyRentalPrice: number;
            /**
             * @example available
             * @enum {string}
             */
            bookingStatus: "available" | "unavailable";
            /** @example Dhaka Metro-GA 11-2233 */
            registrationNumber: string;
            /**
             * @description Comma-separated, as the owner types it.
             * @example Air Conditioning, GPS, Bluetooth
             */
            features?: string;
            /** @example Clean, quiet and serviced every month. */
            description?: string;
            /**
             * @description An http(s) address, or empty; not together with photoId.
             * @example https://images.example.com/axio.jpg
             */
            imageUrl?: string;
            /**
             * Format: uuid
             * @description The id of a photo the signed-in user uploaded (POST /api/photos).
             */
            photoId?: string;
            /** @example Banani, Dhaka */
            location: string;
            /**
             * @description The shortest trip, in days. A new car takes 1; an update without it keeps the car’s.
             * @example 2
             */
            minDays?: number;
            /**
             * @description The longest trip, in days, not below minDays. A new car takes 365; an update without it keeps the car’s.
             * @example 14
             */
            maxDays?: number;
            /**
             * @description How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0 lets a trip start today. A new car takes 0; an update without it keeps the car’s.
             * @example 24
             */
            advanceNoticeHours?: number;
            /**
             * @description False: each booking is a request the owner accepts or declines. A new car takes true; an update without it keeps the car’s.
             * @example false
             */
            instantBooking?: boolean;
            /**
             * @description The share of the trip price a renter pays in advance through the payment gateway to book: 0 (none: a booking is made as before) or 10 to 50. A new car takes 0; an update without it keeps the car’s.
             * @example 25
             */
            advancePercent?: number;
            /**
             * @description How the car is rented. A new car takes 'self-drive'; an update without it keeps the car's.
             * @example both
             * @enum {string}
             */
            driverOption?: "self-drive" | "with-driver" | "both";
            /**
             * @description The driver's day of 10 hours, in dollars. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            driverDailyRate?: number | null;
            /**
             * @description Each hour past 10 in a day, paid to the driver. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            overtimeHourlyRate?: number | null;
            /**
             * @description Each night the driver spends away from the car's district. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            nightHaltRate?: number | null;
            /**
             * @description Each day of a trip to another district. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            intercityDailySurcharge?: number | null;
            /**
             * @description Who pays the fuel of a trip with the driver; needed when the car is offered with its driver.
             * @example renter-pays
             * @enum {string|null}
             */
            fuelPolicy?: "included" | "renter-pays" | null;
            /**
             * @description Seats, the driver's included. A new car takes 5; an update without it keeps the car's.
             * @example 7
             */
            seats?: number;
            /**
             * @description The car's district (GET /api/districts); the location is the area within it. A new car takes the district its location names, else Dhaka; an update without it keeps the car's.
             * @example dhaka
             */
            district?: string;
            /**
             * @description A self-drive renter must have a driving licence on their profile, valid to the trip's end. A new car takes false; an update without it keeps the car's.
             * @example true
             */
            licenceRequired?: boolean;
            /**
             * @description A renter must have a verified mobile number (on their profile) to book the car or ask for it. A new car takes false; an update without it keeps the car’s.
             * @example true
             */
            requireVerifiedPhone?: boolean;
            /** @description Ignored: the owner is the signed-in user. */
            email?: string;
            /** @description Ignored: the owner is the signed-in user. */
            name?: string;
        };
        CarAdded: {
            /**
             * Format: uuid
             * @description The new car's _id.
             */
            insertedId: string;
        };
        /** @description A car's standing with staff, as its owner reads it. */
        Moderation: {
            /**
             * @description Only a published car is shown to anyone but its owner: pendingReview waits for staff (listing review on), rejected was refused, hidden was taken down.
             * @enum {string}
             */
            state: "published" | "pendingReview" | "rejected" | "hidden";
            /** @description Staff's reason for a rejection or a hiding; null otherwise. */
            reason: string | null;
        };
        /** @description A car as its owner reads it, with its standing. */
        OwnerCar: {
            /** Format: uuid */
            _id: string;
            carModel: string;
            /** @description May be empty. */
            brand: string;
            /** @description In dollars, per day. */
            dailyRentalPrice: number;
            /**
             * @description Lower-case as stored; an empty string is shown as "Unavailable".
             * @enum {string}
             */
            bookingStatus: "available" | "unavailable" | "";
            /** @description How many times it has been booked. */
            bookingCount: number;
            location: string;
            /** @description The picture its page shows: an http(s) URL, or the API's copy of a photo. */
            imageUrl: string;
            /** @description The small picture cards and tables show. */
            thumbnailUrl: string;
            /**
             * Format: uuid
             * @description The uploaded photo the pictures come from; null for an image URL.
             */
            photoId: string | null;
            description: string;
            /** @description Comma-separated, as the owner typed it. */
            features: string;
            registrationNumber: string;
            /** @description The owner's e-mail. */
            email: string;
            /** @description The owner's display name. */
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The shortest trip the owner rents it for, in days. */
            minDays: number;
            /** @description The longest trip the owner rents it for, in days. */
            maxDays: number;
            /** @description How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0: from today. */
            advanceNoticeHours: number;
            /** @description False: each booking is a request the owner accepts or declines. */
            instantBooking: boolean;
            /**
             * @description The share of the trip price paid in advance through the payment gateway: 0 (none) or 10 to 50 percent.
             * @example 25
             */
            advancePercent: number;
            /**
             * @description With its driver, self-drive, or either.
             * @enum {string}
             */
            driverOption: "self-drive" | "with-driver" | "both";
            /** @description The driver's day of 10 hours; null for a self-drive-only car. */
            driverDailyRate: number | null;
            /** @description Each hour past 10 in a day, paid to the driver. */
            overtimeHourlyRate: number | null;
            /** @description Each night away from the car's district. */
            nightHaltRate: number | null;
            /** @description Each day of a trip to another district. */
            intercityDailySurcharge: number | null;
            /** @enum {string|null} */
            fuelPolicy: "included" | "renter-pays" | null;
            /** @description Seats, the driver's included. */
            seats: number;
            /** @description The district's id (GET /api/districts). */
            district: string;
            /**
             * @description The district's English name.
             * @example Sylhet
             */
            districtName: string;
            /**
             * @description The district's Bangla name.
             * @example সিলেট
             */
            districtNameBn: string;
            /** @description The district's name in each language. */
            districtNames: components["schemas"]["Names"];
            /** @description Self-drive needs a driving licence on the renter’s profile. */
            licenceRequired: boolean;
            /** @description Renters need a verified mobile number on their profile to book it or ask for it. */
            requireVerifiedPhone: boolean;
            /** @description Its owner has a verified mobile number ("Phone verified"); the number itself only on a confirmed booking, to its renter. */
            ownerPhoneVerified: boolean;
            /** @description Its renters' published reviews. */
            rating: components["schemas"]["Rating"];
            moderation: components["schemas"]["Moderation"];
        };
        UpdateCarDto: {
            /** @example Toyota Axio 2018 */
            carModel: string;
            /** @example Toyota */
            brand?: string;
            /**
             * @description Dollars a day: a JSON number above 0 with at most 2 decimals (not a string).
             * @example 45.5
             */
            dailyRentalPrice: number;
            /**
             * @example available
             * @enum {string}
             */
            bookingStatus: "available" | "unavailable";
            /** @example Dhaka Metro-GA 11-2233 */
            registrationNumber: string;
            /**
             * @description Comma-separated, as the owner types it.
             * @example Air Conditioning, GPS, Bluetooth
             */
            features?: string;
            /** @example Clean, quiet and serviced every month. */
            description?: string;
            /**
             * @description An http(s) address, or empty; not together with photoId.
             * @example https://images.example.com/axio.jpg
             */
            imageUrl?: string;
            /**
             * Format: uuid
             * @description The id of a photo the signed-in user uploaded (POST /api/photos).
             */
            photoId?: string;
            /** @example Banani, Dhaka */
            location: string;
            /**
             * @description The shortest trip, in days. A new car takes 1; an update without it keeps the car’s.
             * @example 2
             */
            minDays?: number;
            /**
             * @description The longest trip, in days, not below minDays. A new car takes 365; an update without it keeps the car’s.
             * @example 14
             */
            maxDays?: number;
            /**
             * @description How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0 lets a trip start today. A new car takes 0; an update without it keeps the car’s.
             * @example 24
             */
            advanceNoticeHours?: number;
            /**
             * @description False: each booking is a request the owner accepts or declines. A new car takes true; an update without it keeps the car’s.
             * @example false
             */
            instantBooking?: boolean;
            /**
             * @description The share of the trip price a renter pays in advance through the payment gateway to book: 0 (none: a booking is made as before) or 10 to 50. A new car takes 0; an update without it keeps the car’s.
             * @example 25
             */
            advancePercent?: number;
            /**
             * @description How the car is rented. A new car takes 'self-drive'; an update without it keeps the car's.
             * @example both
             * @enum {string}
             */
            driverOption?: "self-drive" | "with-driver" | "both";
            /**
             * @description The driver's day of 10 hours, in dollars. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            driverDailyRate?: number | null;
            /**
             * @description Each hour past 10 in a day, paid to the driver. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            overtimeHourlyRate?: number | null;
            /**
             * @description Each night the driver spends away from the car's district. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            nightHaltRate?: number | null;
            /**
             * @description Each day of a trip to another district. Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.
             * @example 15
             */
            intercityDailySurcharge?: number | null;
            /**
             * @description Who pays the fuel of a trip with the driver; needed when the car is offered with its driver.
             * @example renter-pays
             * @enum {string|null}
             */
            fuelPolicy?: "included" | "renter-pays" | null;
            /**
             * @description Seats, the driver's included. A new car takes 5; an update without it keeps the car's.
             * @example 7
             */
            seats?: number;
            /**
             * @description The car's district (GET /api/districts); the location is the area within it. A new car takes the district its location names, else Dhaka; an update without it keeps the car's.
             * @example dhaka
             */
            district?: string;
            /**
             * @description A self-drive renter must have a driving licence on their profile, valid to the trip's end. A new car takes false; an update without it keeps the car's.
             * @example true
             */
            licenceRequired?: boolean;
            /**
             * @description A renter must have a verified mobile number (on their profile) to book the car or ask for it. A new car takes false; an update without it keeps the car’s.
             * @example true
             */
            requireVerifiedPhone?: boolean;
            /** @description Ignored: the owner never changes. */
            email?: string;
        };
        CarUpdated: {
            /**
             * @description Always 1, even when nothing differed.
             * @enum {integer}
             */
            modifiedCount: 1;
        };
        CarDeleted: {
            /** @enum {integer} */
            deletedCount: 1;
        };
        ListingOwner: {
            email: string;
            /** @description May be empty. */
            name: string;
        };
        /** @description A car in one of the staff queues. */
        ListingQueueEntry: {
            /** Format: uuid */
            _id: string;
            carModel: string;
            /** @description May be empty. */
            brand: string;
            description: string;
            imageUrl: string;
            thumbnailUrl: string;
            owner: components["schemas"]["ListingOwner"];
            moderation: components["schemas"]["Moderation"];
            /**
             * Format: date-time
             * @description When it entered its state.
             */
            since: string;
            /** @description Its bookings and requests still to come or under way: they stay. */
            upcomingBookings: number;
        };
        ListingQueuePage: {
            /** @description Oldest in its state first. */
            cars: components["schemas"]["ListingQueueEntry"][];
        };
        /** @description A car's standing after a staff action. */
        ListingModerated: {
            /** Format: uuid */
            _id: string;
            moderation: components["schemas"]["Moderation"];
        };
        ListingReasonDto: {
            /** @description Why, in staff's words: the car's owner reads it in My Cars and in their mail. */
            reason: string;
        };
        CreateBookingDto: {
            /**
             * Format: uuid
             * @description The car's _id.
             */
            carId: string;
            /**
             * Format: date
             * @description The first night, in Asia/Dhaka; no earlier than today there.
             * @example 2026-03-10
             */
            startDate: string;
            /**
             * Format: date
             * @description The day the car comes back (exclusive): after the start date.
             * @example 2026-03-13
             */
            endDate: string;
            /** @description With the car's driver (true) or self-drive (false, the default). */
            withDriver?: boolean;
            /**
             * @description When to pick up on the first day, HH:MM in Bangladesh time.
             * @example 08:30
             */
            pickupTime?: string | null;
            /**
             * @description Where to pick up.
             * @example House 12, Road 5, Dhanmondi
             */
            pickupPlace?: string;
            /**
             * @description The district the trip goes to (GET /api/districts); left out, null or the car's own, it stays in the car's district.
             * @example coxs-bazar
             */
            destinationDistrict?: string | null;
        };
        QuoteLine: {
            /** @enum {string} */
            kind: "car" | "driver" | "outOfTown" | "serviceCharge" | "fuel" | "overtime";
            /**
             * @description In the request's language.
             * @example Car: 2 days × $50.00
             */
            label: string;
            /**
             * @description What the line adds to the total; absent for what is settled on the road.
             * @example 100
             */
            amount?: number;
        };
        ProposedChange: {
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description Exclusive.
             */
            endDate: string;
            /** @description What the booking costs with these dates, at its own daily price. */
            totalPrice: number;
            /**
             * Format: date-time
             * @description Unanswered by then, the change lapses and the booking keeps its dates.
             */
            expiresAt: string;
        };
        /** @description A review as its author sees it. */
        OwnReview: {
            rating: number;
            text: string;
            /** Format: date-time */
            writtenAt: string;
            /**
             * Format: date-time
             * @description Once both sides have written or the window has closed; null till then.
             */
            publishedAt: string | null;
        };
        /** @description A published review, as anyone reads it. */
        PublishedReview: {
            /** Format: uuid */
            _id: string;
            rating: number;
            /** @description Plain text (never markup); may be empty. */
            text: string;
            /** @description The author's display name when they wrote it; may be empty. */
            reviewerName: string;
            /** Format: date-time */
            publishedAt: string;
        };
        /** @description A completed trip's reviews as one side sees them: its own, and the other side's once published. */
        TripReviews: {
            /**
             * @description The caller's side on this trip.
             * @enum {string}
             */
            side: "renter" | "owner";
            /**
             * Format: date-time
             * @description 00:00 in Dhaka, 14 days after the end date: the last moment to write.
             */
            windowClosesAt: string;
            /** @description Whether the caller may write their review now. */
            canWrite: boolean;
            mine: components["schemas"]["OwnReview"] | null;
            /** @description The other side's review, once published; never before. */
            theirs: components["schemas"]["PublishedReview"] | null;
        };
        /** @description The advance a booking's car asks, in integer cents of the listing's currency: due until its deadline, held for staff, or paid. */
        BookingAdvance: {
            /**
             * @description The advance, in cents.
             * @example 2750
             */
            amount: number;
            /** @enum {string} */
            currency: "USD";
            /**
             * @description due: the booking is AwaitingPayment; held: paid, waiting for staff's review of the gateway's risk check; paid.
             * @enum {string}
             */
            state: "due" | "held" | "paid";
            /**
             * Format: date-time
             * @description While due: when it must be paid by; unpaid then, the booking expires.
             */
            dueAt: string | null;
            /**
             * @description What is left to pay at pickup once the advance is paid, in cents.
             * @example 8250
             */
            toPayAtPickup: number;
        };
        /** @description What of a booking's paid advance goes back to the renter, in cents. */
        BookingRefund: {
            /** @example 2750 */
            amount: number;
            /**
             * @description pending: the gateway is carrying it out (retried until done); done; failed: the gateway refused it and CarZone's staff are refunding it by hand.
             * @enum {string}
             */
            status: "pending" | "done" | "failed";
        };
        /** @description A booking, with its own copy of what was rented and at what price. */
        Booking: {
            /** @description With the car's driver (else self-drive). */
            withDriver: boolean;
            /**
             * @description HH:MM in Bangladesh time on the first day; null when not said.
             * @example 08:30
             */
            pickupTime: string | null;
            /** @description Where to pick up; '' when not said. */
            pickupPlace: string;
            /** @description The district the trip goes to; null for one that stays in the car's. */
            destinationDistrict: string | null;
            /** @description The price line by line, in the request's language. */
            lines: components["schemas"]["QuoteLine"][];
            /** Format: uuid */
            _id: string;
            /**
             * Format: uuid
             * @description Null once the car has been deleted.
             */
            carId: string | null;
            carModel: string;
            imageUrl: string;
            location: string;
            /** @description The price per day when it was booked. */
            dailyRentalPrice: number;
            /**
             * Format: date
             * @description The first day, in Asia/Dhaka.
             */
            startDate: string;
            /**
             * Format: date
             * @description The day the car comes back (exclusive).
             */
            endDate: string;
            /** Format: date-time */
            bookingDate: string;
            /** @description Days × daily price, plus the service charge. */
            totalPrice: number;
            /** @enum {string} */
            bookingStatus: "Confirmed" | "Pending" | "Canceled" | "Declined" | "Expired" | "AwaitingPayment";
            /**
             * @description A Confirmed booking's trip in Dhaka's calendar: upcoming before its first day, underway from it, completed once its end date has come. Null for any other status.
             * @enum {string|null}
             */
            tripStage: "upcoming" | "underway" | "completed" | null;
            /** @description The renter's e-mail. */
            email: string;
            /**
             * Format: date-time
             * @description A Pending request's deadline: unanswered by then, it is Expired. Null otherwise.
             */
            expiresAt: string | null;
            /** @description Why the owner declined or canceled it, if they said; else empty. */
            statusReason: string;
            /**
             * @description Who canceled a Canceled booking; null otherwise.
             * @enum {string|null}
             */
            canceledBy: "renter" | "owner" | null;
            /** @description New dates asked of the owner of a car that takes requests, waiting for their answer; null when none waits. */
            proposedChange: components["schemas"]["ProposedChange"] | null;
            /** @description A completed trip's reviews as its renter sees them, on the list of the caller's bookings; null otherwise. */
            reviews: components["schemas"]["TripReviews"] | null;
            /**
             * @description The car owner's verified mobile number, to arrange pickup: on a Confirmed booking when they have one; null otherwise.
             * @example +8801712345678
             */
            ownerPhoneNumber: string | null;
            /** @description The advance, on a booking of a car that asks one; null otherwise. */
            advance: components["schemas"]["BookingAdvance"] | null;
            /** @description What of the paid advance went back, and how far the refund is; null when none. */
            refund: components["schemas"]["BookingRefund"] | null;
        };
        ChangeBookingDto: {
            /**
             * Format: date
             * @description With endDate.
             * @example 2026-03-10
             */
            startDate?: string;
            /**
             * Format: date
             * @description With startDate.
             * @example 2026-03-13
             */
            endDate?: string;
            /**
             * @description Cancels the booking; alone.
             * @enum {string}
             */
            bookingStatus?: "Canceled";
        };
        BookedRange: {
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description Exclusive: the day the car comes back, free to be picked up again.
             */
            endDate: string;
        };
        DrivingLicence: {
            /** @example DK0123456C00001 */
            number: string;
            /**
             * Format: date
             * @description The last day it is valid.
             * @example 2031-06-30
             */
            expiresOn: string;
            /**
             * @description The photo, readable by its holder and by the owner of a car they have a confirmed self-drive booking of, until its end date; null before one is sent, and on a request the owner has not accepted yet.
             * @example /api/licence-photos/0b7e9c3a-2f4d-4a51-9a7e-3c1d2b4e5f60
             */
            photoUrl: string | null;
        };
        OwnerBooking: {
            /** @description With the car's driver (else self-drive). */
            withDriver: boolean;
            /**
             * @description HH:MM in Bangladesh time on the first day; null when not said.
             * @example 08:30
             */
            pickupTime: string | null;
            /** @description Where to pick up; '' when not said. */
            pickupPlace: string;
            /** @description The district the trip goes to; null for one that stays in the car's. */
            destinationDistrict: string | null;
            /** @description The price line by line, in the request's language. */
            lines: components["schemas"]["QuoteLine"][];
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            carId: string;
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description Exclusive.
             */
            endDate: string;
            totalPrice: number;
            /** @enum {string} */
            bookingStatus: "Confirmed" | "Pending" | "AwaitingPayment";
            /**
             * @description A Confirmed booking's trip: upcoming or underway (the list holds none completed). Null for a request.
             * @enum {string|null}
             */
            tripStage: "upcoming" | "underway" | "completed" | null;
            /** @description The renter's display name when they booked; empty if none. */
            renterName: string;
            /**
             * Format: date-time
             * @description A Pending request's deadline; null for a Confirmed booking.
             */
            expiresAt: string | null;
            /** @description New dates the renter asked for, waiting for the owner's answer; null when none. */
            proposedChange: components["schemas"]["ProposedChange"] | null;
            /** @description A completed trip's reviews as its owner sees them (the list holds the trips completed within their review window); null otherwise. */
            reviews: components["schemas"]["TripReviews"] | null;
            /** @description The renter's driving licence, on a self-drive trip when they have one on their profile; null otherwise. */
            renterLicence: components["schemas"]["DrivingLicence"] | null;
            /**
             * @description The renter's verified mobile number, to arrange pickup: on a Confirmed booking when they have one; null on a request.
             * @example +8801712345678
             */
            renterPhoneNumber: string | null;
            /** @description The advance, on a booking of a car that asks one; null otherwise. */
            advance: components["schemas"]["BookingAdvance"] | null;
        };
        TripQuote: {
            lines: components["schemas"]["QuoteLine"][];
            /**
             * @description The sum of the amounts, to 2 decimals.
             * @example 198
             */
            totalPrice: number;
        };
        /** @description What an owner sees of a renter asking. */
        RenterRecord: {
            /** @description The owners' published reviews of them. */
            rating: components["schemas"]["Rating"];
            /** @description Their confirmed trips whose car has come back. */
            completedTrips: number;
        };
        CurrentDates: {
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description Exclusive.
             */
            endDate: string;
            totalPrice: number;
        };
        OwnerRequest: {
            /** @description With the car's driver (else self-drive). */
            withDriver: boolean;
            /**
             * @description HH:MM in Bangladesh time on the first day; null when not said.
             * @example 08:30
             */
            pickupTime: string | null;
            /** @description Where to pick up; '' when not said. */
            pickupPlace: string;
            /** @description The district the trip goes to; null for one that stays in the car's. */
            destinationDistrict: string | null;
            /** @description The price line by line, in the request's language. */
            lines: components["schemas"]["QuoteLine"][];
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            carId: string;
            carModel: string;
            imageUrl: string;
            /** @description The car asks self-drive renters for a driving licence (`renterLicence` is theirs). */
            licenceRequired: boolean;
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description Exclusive.
             */
            endDate: string;
            totalPrice: number;
            /** @enum {string} */
            bookingStatus: "Pending";
            /** @description The renter's display name when they asked; empty if none. */
            renterName: string;
            /** @description The owners' published reviews of the renter and their completed trips. */
            renterRecord: components["schemas"]["RenterRecord"];
            /** @description The renter has a verified mobile number ("Phone verified"); the number itself once the request is accepted. */
            renterPhoneVerified: boolean;
            /**
             * Format: date-time
             * @description Unanswered by then, the request expires.
             */
            expiresAt: string;
            /** @description For a change of dates of a confirmed booking: the dates and total it keeps unless accepted (startDate, endDate and totalPrice are the ones asked for). Null for a new booking. */
            currentDates: components["schemas"]["CurrentDates"] | null;
            /** @description The renter's driving licence, on a self-drive trip when they have one on their profile; null otherwise. */
            renterLicence: components["schemas"]["DrivingLicence"] | null;
        };
        AnsweredBooking: {
            /** @description With the car's driver (else self-drive). */
            withDriver: boolean;
            /**
             * @description HH:MM in Bangladesh time on the first day; null when not said.
             * @example 08:30
             */
            pickupTime: string | null;
            /** @description Where to pick up; '' when not said. */
            pickupPlace: string;
            /** @description The district the trip goes to; null for one that stays in the car's. */
            destinationDistrict: string | null;
            /** @description The price line by line, in the request's language. */
            lines: components["schemas"]["QuoteLine"][];
            /** Format: uuid */
            _id: string;
            /**
             * Format: uuid
             * @description Null once the car has been deleted.
             */
            carId: string | null;
            carModel: string;
            imageUrl: string;
            location: string;
            /** @description The price per day when it was booked. */
            dailyRentalPrice: number;
            /**
             * Format: date
             * @description The first day, in Asia/Dhaka.
             */
            startDate: string;
            /**
             * Format: date
             * @description The day the car comes back (exclusive).
             */
            endDate: string;
            /** Format: date-time */
            bookingDate: string;
            /** @description Days × daily price, plus the service charge. */
            totalPrice: number;
            /** @enum {string} */
            bookingStatus: "Confirmed" | "Pending" | "Canceled" | "Declined" | "Expired" | "AwaitingPayment";
            /**
             * @description A Confirmed booking's trip in Dhaka's calendar: upcoming before its first day, underway from it, completed once its end date has come. Null for any other status.
             * @enum {string|null}
             */
            tripStage: "upcoming" | "underway" | "completed" | null;
            /**
             * Format: date-time
             * @description A Pending request's deadline: unanswered by then, it is Expired. Null otherwise.
             */
            expiresAt: string | null;
            /** @description Why the owner declined or canceled it, if they said; else empty. */
            statusReason: string;
            /**
             * @description Who canceled a Canceled booking; null otherwise.
             * @enum {string|null}
             */
            canceledBy: "renter" | "owner" | null;
            /** @description New dates asked of the owner of a car that takes requests, waiting for their answer; null when none waits. */
            proposedChange: components["schemas"]["ProposedChange"] | null;
            /** @description A completed trip's reviews as its renter sees them, on the list of the caller's bookings; null otherwise. */
            reviews: components["schemas"]["TripReviews"] | null;
            /**
             * @description The car owner's verified mobile number, to arrange pickup: on a Confirmed booking when they have one; null otherwise.
             * @example +8801712345678
             */
            ownerPhoneNumber: string | null;
            /** @description The advance, on a booking of a car that asks one; null otherwise. */
            advance: components["schemas"]["BookingAdvance"] | null;
            /** @description What of the paid advance went back, and how far the refund is; null when none. */
            refund: components["schemas"]["BookingRefund"] | null;
        };
        DeclineRequestDto: {
            /**
             * @description Shown to the renter, in their booking and their mail.
             * @example The car is in the workshop that week.
             */
            reason?: string;
        };
        OwnerCancelDto: {
            /**
             * @description Required; shown to the renter, in their booking and their mail.
             * @example The car was damaged in an accident.
             */
            reason: string;
        };
        OwnerRecord: {
            /** @description The owner's latest bookings they confirmed, at most 20. */
            bookings: number;
            /** @description Of those, how many the owner canceled. */
            canceledByOwner: number;
        };
        /** @description A payment of the booking's advance, opened at the gateway. */
        PaymentStart: {
            /**
             * Format: uri
             * @description The gateway's page, where the renter pays with bKash, Nagad, Rocket or a card.
             */
            redirectUrl: string;
        };
        /** @description What cancelling the booking now would do with its paid advance, by CarZone's one cancellation policy, in cents: 0 and 0 when nothing was paid. */
        CancellationQuote: {
            /**
             * @description Back to the renter, in cents.
             * @example 2750
             */
            refundAmount: number;
            /**
             * @description Kept by the owner, in cents.
             * @example 0
             */
            keptAmount: number;
        };
        /** @description A payment the gateway's risk check held. */
        HeldPayment: {
            /** Format: uuid */
            paymentId: string;
            /** Format: uuid */
            bookingId: string;
            carModel: string;
            renterEmail: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @description In cents. */
            amount: number;
            /** @description How it was paid, as the gateway says (e.g. 'BKASH-BKash'). */
            cardType: string;
            /** Format: date-time */
            paidAt: string;
        };
        /** @description A refund the gateway refused, or still not done an hour after it was queued. */
        RefundToFollow: {
            /** Format: uuid */
            refundId: string;
            /** Format: uuid */
            bookingId: string;
            carModel: string;
            renterEmail: string;
            /** @description In cents. */
            amount: number;
            /** @enum {string} */
            state: "pending" | "done" | "failed";
            /** @enum {string} */
            reason: "renterCanceled" | "ownerCanceled" | "ownerSuspended" | "latePayment" | "secondPayment" | "heldRefused" | "byStaff";
            attempts: number;
            /** @description What the gateway last said; '' when nothing went wrong. */
            lastError: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description What finance staff have to act on. */
        PaymentsQueue: {
            held: components["schemas"]["HeldPayment"][];
            refunds: components["schemas"]["RefundToFollow"][];
        };
        StaffReasonDto: {
            reason: string;
        };
        ManualRefundDto: {
            reason: string;
            /**
             * @description In cents: at most what is left of the paid advance.
             * @example 1000
             */
            amount: number;
        };
        ReviewDto: {
            /**
             * @description Whole stars.
             * @example 5
             */
            rating: number;
            /**
             * @description Plain text, trimmed; shown as text, never as markup.
             * @example Clean car, on time, a careful driver.
             */
            text?: string;
        };
        /** @description A published review, as staff read it. */
        ReviewQueueEntry: {
            /** Format: uuid */
            _id: string;
            rating: number;
            /** @description Plain text; may be empty. */
            text: string;
            authorEmail: string;
            /** @description As the trip named them; may be empty. */
            authorName: string;
            /**
             * @description renter: a review of the car (in its rating); owner: the owner's of the renter.
             * @enum {string}
             */
            authorSide: "renter" | "owner";
            /**
             * Format: uuid
             * @description The reviewed trip’s car; null once it is deleted.
             */
            carId: string | null;
            /** @description The car’s model, as the trip kept it. */
            carModel: string;
            /**
             * Format: date-time
             * @description When it was published.
             */
            createdAt: string;
            /**
             * @description The published reason staff hid it for; null while it is shown.
             * @enum {string|null}
             */
            hiddenReason: "personalData" | "offensive" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | null;
            /** Format: date-time */
            hiddenAt: string | null;
        };
        /** @description A page of the published or hidden reviews. */
        ReviewQueuePage: {
            reviews: components["schemas"]["ReviewQueueEntry"][];
            /** @description How many the list holds in all. */
            total: number;
        };
        HideReviewDto: {
            /**
             * @description One of the published reasons, worded on /faq; its words are mailed to the author.
             * @enum {string}
             */
            reason: "personalData" | "offensive" | "notAboutTheTrip" | "conflictOfInterest" | "spam";
        };
        /** @description A review after staff hid or restored it. */
        ModeratedReview: {
            /** Format: uuid */
            _id: string;
            /**
             * @description The reason it is hidden for; null while it is shown.
             * @enum {string|null}
             */
            hiddenReason: "personalData" | "offensive" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | null;
            /** Format: date-time */
            hiddenAt: string | null;
            /** @description The reviewed car's rating now, for a renter's review of a car still listed; else null. */
            carRating: components["schemas"]["Rating"] | null;
        };
        /** @description Nights the owner keeps the car: [start, end). */
        CarBlock: {
            /** Format: uuid */
            _id: string;
            /**
             * Format: date
             * @description The first night kept, in Asia/Dhaka.
             */
            startDate: string;
            /**
             * Format: date
             * @description The day the car can be had again (exclusive).
             */
            endDate: string;
            /** @description The owner's note; may be empty. */
            note: string;
        };
        CreateCarBlockDto: {
            /**
             * Format: date
             * @description The first night kept, in Asia/Dhaka; no earlier than today there.
             * @example 2026-06-05
             */
            startDate: string;
            /**
             * Format: date
             * @description The day the car can be had again (exclusive): after the start date.
             * @example 2026-06-12
             */
            endDate: string;
            /**
             * @description For the owner only; never shown to renters.
             * @example Eid at home
             */
            note?: string;
        };
        CarBlockDeleted: {
            /** @enum {integer} */
            deletedCount: 1;
        };
        District: {
            /**
             * @description What listings, searches and bookings send.
             * @example coxs-bazar
             */
            id: string;
            /** @example Cox's Bazar */
            name: string;
            /** @example কক্সবাজার */
            nameBn: string;
            /** @description Its name in each language. */
            names: components["schemas"]["Names"];
        };
        CreateContactMessageDto: {
            /** @example Rahim Uddin */
            name: string;
            /** @example rahim@example.com */
            email: string;
            /** @example Do you rent cars with a driver in Sylhet? */
            message: string;
        };
        ContactMessageAnswer: {
            /** @description Thanks the sender. */
            message: string;
        };
        /** @description A stored photo, ready to be given a car. */
        UploadedPhoto: {
            /**
             * Format: uuid
             * @description The photo's id: a listing's `photoId`.
             */
            id: string;
            /** @description The picture (WebP, long side at most 1600 px). */
            imageUrl: string;
            /** @description The 480 px wide thumbnail (WebP). */
            thumbnailUrl: string;
            width: number;
            height: number;
        };
        OwnLicence: {
            /** @example DK0123456C00001 */
            number: string | null;
            /**
             * Format: date
             * @example 2031-06-30
             */
            expiresOn: string | null;
            /**
             * @description The photo, readable by its holder and by the owner of a car they have a confirmed self-drive booking of, until its end date; null before one is sent, and on a request the owner has not accepted yet.
             * @example /api/licence-photos/0b7e9c3a-2f4d-4a51-9a7e-3c1d2b4e5f60
             */
            photoUrl: string | null;
        };
        DrivingLicenceDto: {
            /**
             * @description As printed: letters and digits (spaces, dashes and slashes between them are kept). Kept in capitals.
             * @example DK0123456C00001
             */
            number: string;
            /**
             * Format: date
             * @description The last day it is valid (YYYY-MM-DD): not past, at most 10 years ahead.
             * @example 2031-06-30
             */
            expiresOn: string;
        };
        /** @description A person with a staff role. */
        StaffMember: {
            /** @description In lower case. */
            email: string;
            /** @enum {string} */
            role: "admin" | "support" | "finance";
            /** @description An admin's e-mail, or the setting that granted it at start. */
            grantedBy: string;
            /** Format: date-time */
            grantedAt: string;
        };
        /** @description Everyone with a staff role, by e-mail. */
        StaffList: {
            staff: components["schemas"]["StaffMember"][];
        };
        SetStaffRoleDto: {
            /**
             * @description admin, support, or null to remove the role.
             * @enum {string|null}
             */
            role: "admin" | "support" | "finance" | null;
        };
        /** @description The role the person holds now. */
        StaffRoleNow: {
            /** @description In lower case. */
            email: string;
            /**
             * @description null: none.
             * @enum {string|null}
             */
            role: "admin" | "support" | "finance" | null;
        };
        /** @description One staff action; never changed or deleted. */
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @description A member of staff's e-mail, or the setting that acted at start. */
            actor: string;
            /**
             * @description The role they acted with; null for a setting.
             * @enum {string|null}
             */
            actorRole: "admin" | "support" | "finance" | null;
            /**
             * @description `<area>.<act>`.
             * @example staff.roleGranted
             */
            action: string;
            /** @example staff */
            targetType: string;
            /** @example support@carzone.com.bd */
            targetId: string;
            /**
             * @description Why, or a note of what changed; null when there is none.
             * @example none → support
             */
            reason: string | null;
            /** @description The request's X-Request-Id; null for what the API did at start. */
            requestId: string | null;
        };
        /** @description A page of the audit log, newest first. */
        AuditPage: {
            entries: components["schemas"]["AuditEntry"][];
        };
        ReportDto: {
            /**
             * @description What is reported.
             * @enum {string}
             */
            targetType: "car" | "review" | "user" | "message";
            /**
             * @description A listed car's id, a published review's id, or a person: the e-mail address of someone who has signed in to CarZone, lists a car or has booked one (any case), or the id of a booking the caller is party to (its renter or its car's owner), which reports that booking's other side (how an owner reports a renter whose e-mail they are never told). The report then names the person by e-mail, as one by e-mail would (the same 409 while either is open); a booking the caller is not party to, or none, is 404 as an unknown person is. A message: its id, the other side's message in a thread the caller is one of the two of (their own: 403; any other, or none: 404).
             * @example 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01
             */
            targetId: string;
            /**
             * @description car: fake, misleading, unsafe, offensive, other; review: personalData, offensive, notAboutTheTrip, conflictOfInterest, spam, other; user: abusive, fraud, noShow, other; message: abusive, fraud, offPlatform (asks to pay or talk outside CarZone), spam, other.
             * @enum {string}
             */
            reason: "fake" | "misleading" | "unsafe" | "offensive" | "other" | "personalData" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | "abusive" | "fraud" | "noShow" | "offPlatform";
            /** @description What happened, in the reporter’s words; trimmed. Read by staff only. */
            text?: string;
        };
        /** @description A report made: staff read it in their queue. */
        ReportCreated: {
            /** Format: uuid */
            _id: string;
        };
        /** @description The reported thing as it stands now, by its `type`: a car (model, owner, moderation state), a review (stars, words, author, car), a person (e-mail, name, account status) or a message (what its sender wrote, what both sides read, sender, thread, car, when). */
        ReportTarget: {
            /** @enum {string} */
            type: "car" | "review" | "user" | "message";
            /** @description car, review, message: the model (a review: as its trip kept it; a message: as its thread kept it). */
            carModel?: string;
            /** @description car. */
            ownerEmail?: string;
            /** @description car. */
            ownerName?: string;
            /**
             * @description car.
             * @enum {string}
             */
            moderationState?: "published" | "pendingReview" | "rejected" | "hidden";
            /** @description review. */
            rating?: number;
            /** @description review: its words; message: what its sender wrote, contact details included (staff only). */
            text?: string;
            /** @description review. */
            authorEmail?: string;
            /** @description review. */
            authorName?: string;
            /**
             * @description review.
             * @enum {string}
             */
            authorSide?: "renter" | "owner";
            /**
             * Format: uuid
             * @description review.
             */
            carId?: string | null;
            /**
             * @description review: why staff hid it; null while shown.
             * @enum {string|null}
             */
            hiddenReason?: "personalData" | "offensive" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | null;
            /** @description message: what both sides of the thread read (contact details hidden if masked). */
            shownText?: string;
            /** @description message: whether contact details were hidden from shownText. */
            masked?: boolean;
            /** @description message: in lower case. */
            senderEmail?: string;
            /** @description message: the sender's name as the thread keeps it; may be empty. */
            senderName?: string;
            /**
             * Format: uuid
             * @description message.
             */
            threadId?: string;
            /**
             * Format: date-time
             * @description message: when it was sent.
             */
            sentAt?: string;
            /** @description user: in lower case. */
            email?: string;
            /** @description user: at their last sign-in; empty if unknown. */
            name?: string;
            /**
             * @description user: null when they never signed in to the API.
             * @enum {string|null}
             */
            status?: "active" | "suspended" | null;
        };
        /** @description A report, as staff read it. */
        QueuedReport: {
            /** Format: uuid */
            _id: string;
            /** @description In lower case. */
            reporterEmail: string;
            /** @enum {string} */
            targetType: "car" | "review" | "user" | "message";
            /** @description A car's, review's or message's id, or a person's e-mail in lower case. */
            targetId: string;
            /** @description null when the target is gone (a car deleted since). */
            target: components["schemas"]["ReportTarget"] | null;
            /** @enum {string} */
            reason: "fake" | "misleading" | "unsafe" | "offensive" | "other" | "personalData" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | "abusive" | "fraud" | "noShow" | "offPlatform";
            /** @description The reporter’s words; may be empty. */
            text: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
            /** @description The resolver's e-mail. */
            resolvedBy: string | null;
            /** @enum {string|null} */
            action: "dismiss" | "hideCar" | "hideReview" | "suspendUser" | null;
            note: string | null;
        };
        /** @description A page of the reports. */
        ReportPage: {
            reports: components["schemas"]["QueuedReport"][];
        };
        ResolveReportDto: {
            /**
             * @description dismiss (any report); hideCar (a car), hideReview (a review), suspendUser (a person, or a message: its sender): the action must fit what was reported.
             * @enum {string}
             */
            action: "dismiss" | "hideCar" | "hideReview" | "suspendUser";
            /** @description What was decided and why, kept on every report it closes and in the audit log (staff read it; the reporters do not). */
            note: string;
            /** @description hideReview: one of the published reasons (personalData, offensive, notAboutTheTrip, conflictOfInterest, spam), needed only when the report's own reason is `other`. hideCar, suspendUser: required, the words the car's owner or the person (a message's sender) is shown. dismiss: not kept. */
            reason?: string;
        };
        /** @description What resolving a report closed. */
        ReportResolution: {
            /** @description The ids of every report it closed: the target's open reports. */
            resolved: string[];
            /** @enum {string} */
            action: "dismiss" | "hideCar" | "hideReview" | "suspendUser";
        };
        MessageDto: {
            /**
             * @description The message, trimmed: 1 to 2,000 characters. Before the renter has a confirmed booking of the car, phone numbers, e-mail addresses and chat links in it are hidden from both sides.
             * @example Is the car free for a trip to Sylhet next weekend?
             */
            text: string;
        };
        /** @description One message as either side reads it. */
        ThreadMessage: {
            /** Format: uuid */
            _id: string;
            /** @description Whether the caller wrote it. */
            mine: boolean;
            /** @description Its words as both sides read them: contact details hidden when it was sent before the renter had a confirmed booking of the car (never shown later). */
            text: string;
            /** @description Whether contact details were hidden in it. */
            masked: boolean;
            /**
             * Format: date-time
             * @description When it was sent.
             */
            at: string;
            /**
             * Format: date-time
             * @description When its reader (the other side) opened it; null while unread.
             */
            readAt: string | null;
        };
        /** @description An inquiry sent: its thread and the message. */
        InquirySent: {
            /**
             * Format: uuid
             * @description The thread of the car and the caller.
             */
            threadId: string;
            message: components["schemas"]["ThreadMessage"];
        };
        /** @description The car a thread is about. */
        ThreadCar: {
            /**
             * Format: uuid
             * @description null once deleted.
             */
            _id: string | null;
            /** @description Its model as the thread keeps it. */
            carModel: string;
        };
        /** @description The thread's other side. */
        ThreadWith: {
            /** @description Their display name; may be empty. Never their e-mail. */
            name: string;
        };
        /** @description A thread's newest message. */
        ThreadLastMessage: {
            /** @description As both sides read it (contact details maybe hidden). */
            text: string;
            /** Format: date-time */
            at: string;
            /** @description Whether the caller wrote it. */
            mine: boolean;
        };
        /** @description A thread as the list shows it. */
        ThreadSummary: {
            /** Format: uuid */
            _id: string;
            car: components["schemas"]["ThreadCar"];
            /** @description The other side: the owner for the renter, the renter for the owner. */
            with: components["schemas"]["ThreadWith"];
            /** @description null only for a thread opened from a booking with nothing written yet. */
            lastMessage: components["schemas"]["ThreadLastMessage"] | null;
            /** @description The other side's messages the caller has not read. */
            unread: number;
        };
        /** @description The caller's threads, newest activity first. */
        ThreadList: {
            /** @description Both sides of the caller: as renter and as owner; at most the 200 newest. */
            items: components["schemas"]["ThreadSummary"][];
        };
        /** @description A booking or request of the thread's car by its renter. */
        ThreadBooking: {
            /** Format: uuid */
            _id: string;
            /**
             * Format: date
             * @example 2026-12-20
             */
            startDate: string;
            /**
             * Format: date
             * @example 2026-12-23
             */
            endDate: string;
            /** @enum {string} */
            status: "Confirmed" | "Pending" | "Canceled" | "Declined" | "Expired" | "AwaitingPayment";
            /**
             * Format: date-time
             * @description When it was asked for.
             */
            at: string;
        };
        /** @description A thread's heading. */
        ThreadDetails: {
            /** Format: uuid */
            _id: string;
            car: components["schemas"]["ThreadCar"];
            /** @description The other side: the owner for the renter, the renter for the owner. */
            with: components["schemas"]["ThreadWith"];
            /** @description null only for a thread opened from a booking with nothing written yet. */
            lastMessage: components["schemas"]["ThreadLastMessage"] | null;
            /** @description The other side's messages the caller has not read. */
            unread: number;
            /**
             * @description The caller's side in it.
             * @enum {string}
             */
            side: "renter" | "owner";
            /** @description Whether new messages have contact details hidden: the renter has no confirmed booking of the car that is to come or under way. */
            masking: boolean;
            /** @description Every booking and request of the car by the renter, any status, oldest first. */
            bookings: components["schemas"]["ThreadBooking"][];
        };
        /** @description A page of a thread's messages. */
        ThreadMessagesPage: {
            /** @description Oldest first within the page. */
            items: components["schemas"]["ThreadMessage"][];
            /**
             * Format: uuid
             * @description The `before` of the next (older) page; null at the thread's start.
             */
            next: string | null;
        };
        /** @description The thread of a booking's car and renter. */
        BookingThread: {
            /** Format: uuid */
            threadId: string;
        };
        /** @description A person as the people search lists them. */
        AccountSummary: {
            /** @description The e-mail they sign in with, in lower case. */
            email: string;
            /** @description Their name as their last sign-in gave it; may be empty. */
            name: string;
            /** @enum {string} */
            status: "active" | "suspended";
            /**
             * @description null: none.
             * @enum {string|null}
             */
            role: "admin" | "support" | "finance" | null;
            /**
             * Format: date-time
             * @description Their first sign-in.
             */
            createdAt: string;
            /** Format: date-time */
            lastSignInAt: string;
            /** @example +8801712345678 */
            verifiedPhone: string | null;
        };
        /** @description A page of the people found, newest first. */
        AccountSearchPage: {
            users: components["schemas"]["AccountSummary"][];
            /** @description How many match, on every page. */
            total: number;
        };
        /** @description A person's driving licence, as staff read it. */
        AccountLicence: {
            number: string | null;
            /** Format: date */
            expiresOn: string | null;
            /** @description The private photo route, which staff may open. */
            photoUrl: string | null;
        };
        /** @description A car of the person’s. */
        AccountCar: {
            /** Format: uuid */
            id: string;
            carModel: string;
            /** @enum {string} */
            moderationState: "published" | "pendingReview" | "rejected" | "hidden";
            /** @description Hidden from everyone else while its owner is suspended. */
            ownerSuspended: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A booking by the person or of their car. */
        AccountBooking: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            carId: string | null;
            carModel: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @description Pending, Confirmed, Canceled, Declined or Expired. */
            bookingStatus: string;
            renterEmail: string;
            /** @description null once the car is deleted. */
            ownerEmail: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A report by or about the person. */
        AccountReport: {
            /** Format: uuid */
            id: string;
            reporterEmail: string;
            /** @enum {string} */
            targetType: "car" | "review" | "user" | "message";
            /** @description A car's or a review's id, or a person's e-mail. */
            targetId: string;
            reason: string;
            text: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A review the person wrote or one of them. */
        AccountReview: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            bookingId: string;
            /** Format: uuid */
            carId: string | null;
            /** @enum {string} */
            authorSide: "renter" | "owner";
            authorEmail: string;
            subjectEmail: string;
            rating: number;
            text: string;
            /** Format: date-time */
            writtenAt: string;
            /** Format: date-time */
            publishedAt: string | null;
            /** @enum {string|null} */
            hiddenReason: "personalData" | "offensive" | "notAboutTheTrip" | "conflictOfInterest" | "spam" | null;
        };
        /** @description Everything staff need to know of one person. */
        AccountDetails: {
            /** @description The e-mail they sign in with, in lower case. */
            email: string;
            /** @description Their name as their last sign-in gave it; may be empty. */
            name: string;
            /** @enum {string} */
            status: "active" | "suspended";
            /**
             * @description null: none.
             * @enum {string|null}
             */
            role: "admin" | "support" | "finance" | null;
            /**
             * Format: date-time
             * @description Their first sign-in.
             */
            createdAt: string;
            /** Format: date-time */
            lastSignInAt: string;
            /** @example +8801712345678 */
            verifiedPhone: string | null;
            /** @description Staff’s reason while suspended. */
            suspensionReason: string | null;
            /** Format: date-time */
            suspendedAt: string | null;
            /** @description null: none saved. */
            licence: components["schemas"]["AccountLicence"] | null;
            cars: components["schemas"]["AccountCar"][];
            /** @description Newest first. */
            bookingsAsRenter: components["schemas"]["AccountBooking"][];
            /** @description Of their cars, newest first. */
            bookingsAsOwner: components["schemas"]["AccountBooking"][];
            /** @description Their confirmed bookings still to come, as renter and as owner, soonest first: a suspension ends none, staff handle each. */
            upcomingConfirmed: components["schemas"]["AccountBooking"][];
            reportsBy: components["schemas"]["AccountReport"][];
            reportsAbout: components["schemas"]["AccountReport"][];
            reviewsWritten: components["schemas"]["AccountReview"][];
            reviewsReceived: components["schemas"]["AccountReview"][];
            /** @description Every staff action on them, newest first. */
            staffActions: components["schemas"]["AuditEntry"][];
        };
        AccountReasonDto: {
            /** @description Why, in words the person reads (their mail, the page they see); trimmed. */
            reason: string;
        };
        /** @description What a suspension or reinstatement did. */
        AccountStandingChange: {
            email: string;
            /** @enum {string} */
            status: "active" | "suspended";
            suspensionReason: string | null;
            /** @description Their waiting requests as a renter, withdrawn. */
            withdrawnRequests: number;
            /** @description The requests waiting for them as owner, declined. */
            declinedRequests: number;
            /** @description Their cars hidden, or shown again. */
            cars: number;
        };
        /** @description Why one field of the body was refused. */
        FieldRefusal: {
            /** @enum {string} */
            code: "request.timeout" | "request.headersTooLarge" | "request.malformed" | "request.crossSite" | "request.notAnObject" | "jsonBody.tooDeep" | "jsonBody.nulCharacter" | "service.unavailable" | "health.databaseDown" | "health.shuttingDown" | "auth.tokenMissing" | "auth.tokenInvalid" | "auth.noEmail" | "auth.sessionMissing" | "auth.sessionInvalid" | "auth.sessionEnded" | "admin.staffOnly" | "admin.lastAdmin" | "admin.emailInvalid" | "admin.roleUnknown" | "account.suspended" | "account.notFound" | "account.emailInvalid" | "account.searchInvalid" | "account.reasonInvalid" | "account.alreadySuspended" | "account.notSuspended" | "account.staffMember" | "admin.auditFilterInvalid" | "listing.reasonInvalid" | "listing.wrongState" | "listing.queueStateInvalid" | "carList.searchNotText" | "carList.searchTooLong" | "carList.sortUnknown" | "carList.limitOutOfRange" | "carList.offsetOutOfRange" | "carList.minPriceInvalid" | "carList.maxPriceInvalid" | "carList.minAboveMax" | "carList.driverFilterUnknown" | "carList.districtUnknown" | "carList.minSeatsOutOfRange" | "carSearchDates.datesTogether" | "carSearchDates.fromNotADate" | "carSearchDates.toNotADate" | "carSearchDates.toNotAfterFrom" | "carSearchDates.fromInPast" | "carSearchDates.rangeTooLong" | "carListing.carModelMissing" | "carListing.carModelTooLong" | "carListing.brandTooLong" | "carListing.priceMissing" | "carListing.priceInvalid" | "carListing.priceTooHigh" | "carListing.statusMissing" | "carListing.registrationNumberMissing" | "carListing.registrationNumberTooLong" | "carListing.locationMissing" | "carListing.locationTooLong" | "carListing.featuresTooLong" | "carListing.descriptionTooLong" | "carListing.imageUrlInvalid" | "carListing.imageUrlTooLong" | "carListing.photoIdInvalid" | "carListing.photoNotFound" | "carListing.imageUrlAndPhoto" | "carListing.controlCharacters" | "carListing.carNotFound" | "carListing.notYourCar" | "carListing.otherOwnersCars" | "carListing.otherOwnersBookings" | "carListing.minDaysInvalid" | "carListing.maxDaysInvalid" | "carListing.advanceNoticeInvalid" | "carListing.instantBookingInvalid" | "carListing.driverOptionInvalid" | "carListing.driverRateMissing" | "carListing.driverRateInvalid" | "carListing.driverRateTooHigh" | "carListing.fuelPolicyInvalid" | "carListing.seatsInvalid" | "carListing.districtInvalid" | "carListing.licenceRequiredInvalid" | "carListing.requireVerifiedPhoneInvalid" | "carListing.advancePercentInvalid" | "carListingNotText.brand" | "carListingNotText.features" | "carListingNotText.description" | "carListingNotText.email" | "carListingNotText.name" | "photo.tooLarge" | "photo.empty" | "photo.notAPicture" | "photo.damaged" | "photo.tooManyPixels" | "photo.tooManyUploads" | "photo.photoNotFound" | "profilePhoto.notHttps" | "profilePhoto.tooLong" | "licence.numberInvalid" | "licence.expiresOnInvalid" | "licence.expired" | "licence.expiresTooFar" | "licence.licenceNotFound" | "licence.photoNotFound" | "licence.photoNotYours" | "licence.photoNotConfirmed" | "booking.invalidDates" | "booking.bothDatesRequired" | "booking.notADate" | "booking.endNotAfterStart" | "booking.startInPast" | "booking.carIdMissing" | "booking.carUnavailable" | "booking.ownCar" | "booking.overlap" | "booking.bookingNotFound" | "booking.notYours" | "booking.alreadyCanceled" | "booking.alreadyFinished" | "booking.tripUnderway" | "review.ratingInvalid" | "review.textInvalid" | "review.textTooLong" | "review.notYourTrip" | "review.tripNotCompleted" | "review.windowClosed" | "review.alreadyWritten" | "review.carRemoved" | "booking.carRemoved" | "booking.changeOneThing" | "booking.otherUsersBookings" | "booking.tooShort" | "booking.tooLong" | "booking.tooLittleNotice" | "booking.requestStartsToday" | "booking.changeStartsToday" | "booking.driverNotOffered" | "booking.pickupTimeInvalid" | "booking.pickupPlaceTooLong" | "booking.pickupPlaceNotText" | "review.idInvalid" | "review.notFound" | "review.hideReasonInvalid" | "review.notPublished" | "review.alreadyHidden" | "review.notHidden" | "review.queueStateInvalid" | "report.targetTypeInvalid" | "report.targetIdInvalid" | "report.reasonInvalid" | "report.textInvalid" | "report.textTooLong" | "report.targetNotFound" | "report.ownTarget" | "report.alreadyOpen" | "report.idInvalid" | "report.notFound" | "report.alreadyResolved" | "report.statusInvalid" | "report.actionInvalid" | "report.actionDoesNotFit" | "report.noteRequired" | "report.hideReasonRequired" | "report.shownReasonRequired" | "message.textInvalid" | "message.textTooLong" | "message.ownCar" | "message.carNotFound" | "message.threadIdInvalid" | "message.threadNotFound" | "message.beforeInvalid" | "message.limitOutOfRange" | "message.dailyLimitBeforeBooking" | "booking.selfDriveNotOffered" | "booking.withDriverInvalid" | "booking.licenceMissing" | "booking.licenceExpiresBeforeTripEnd" | "booking.phoneNotVerified" | "booking.destinationUnknown" | "booking.totalTooHigh" | "booking.notCarOwner" | "booking.notAwaitingAnswer" | "booking.reasonNotText" | "booking.reasonTooLong" | "booking.reasonMissing" | "booking.ownerCancelNotAllowed" | "booking.alreadyDeclined" | "booking.alreadyExpired" | "booking.carNotListed" | "carBlock.notADate" | "carBlock.endNotAfterStart" | "carBlock.startInPast" | "carBlock.tooLong" | "carBlock.noteNotText" | "carBlock.noteTooLong" | "carBlock.overBooking" | "carBlock.overBlock" | "carBlock.blockNotFound" | "carBlock.idInvalid" | "contact.nameMissing" | "contact.nameTooLong" | "contact.emailMissing" | "contact.emailTooLong" | "contact.emailInvalid" | "contact.messageMissing" | "contact.messageTooLong" | "language.unknown" | "request.unknownField" | "request.invalidField" | "request.notJson" | "request.contentLengthMismatch" | "request.invalidJson" | "request.emptyJson" | "request.badAddress" | "request.addressTooLong" | "session.idInvalid" | "session.notFound" | "car.idInvalid" | "booking.emailQueryNotText" | "booking.idInvalid" | "auth.idTokenNotText" | "auth.idTokenTooLong" | "auth.emailNotText" | "auth.emailTooLong" | "carListing.deleteBlocked" | "rateLimit.signIn" | "rateLimit.contact" | "rateLimit.bookings" | "rateLimit.uploads" | "rateLimit.carWrites" | "payload_too_large" | "request.noSuchAddress" | "not_found" | "internal_server_error" | "bad_request" | "unauthorized" | "forbidden" | "method_not_allowed" | "rateLimit.reports" | "rateLimit.reportsDaily" | "rateLimit.threads" | "rateLimit.messages" | "payment.notAwaitingPayment" | "payment.pastDue" | "payment.gatewayUnavailable" | "payment.nothingToRefund" | "payment.refundTooLarge" | "payment.refundAmountInvalid" | "payment.refundReasonInvalid" | "payment.notHeld" | "payment.notFound" | "payment.refundNotFound" | "payment.refundNotFailed" | "payment.refundIdInvalid" | "payment.payBeforeChanging" | "payment.idInvalid" | "rateLimit.payments" | "conflict" | "unsupported_media_type" | "too_many_requests";
            /** @description In the request's language. */
            message: string;
        };
        /** @description Every refusal and failure. `message` (and each field's) is in the request's language: the `carzone_language` cookie (`en` or `bn`), else Accept-Language, else English; `code` is the same in every language and never changes. */
        ApiError: {
            statusCode: number;
            /** @example Conflict */
            error: string;
            /**
             * @example booking.overlap
             * @enum {string}
             */
            code: "request.timeout" | "request.headersTooLarge" | "request.malformed" | "request.crossSite" | "request.notAnObject" | "jsonBody.tooDeep" | "jsonBody.nulCharacter" | "service.unavailable" | "health.databaseDown" | "health.shuttingDown" | "auth.tokenMissing" | "auth.tokenInvalid" | "auth.noEmail" | "auth.sessionMissing" | "auth.sessionInvalid" | "auth.sessionEnded" | "admin.staffOnly" | "admin.lastAdmin" | "admin.emailInvalid" | "admin.roleUnknown" | "account.suspended" | "account.notFound" | "account.emailInvalid" | "account.searchInvalid" | "account.reasonInvalid" | "account.alreadySuspended" | "account.notSuspended" | "account.staffMember" | "admin.auditFilterInvalid" | "listing.reasonInvalid" | "listing.wrongState" | "listing.queueStateInvalid" | "carList.searchNotText" | "carList.searchTooLong" | "carList.sortUnknown" | "carList.limitOutOfRange" | "carList.offsetOutOfRange" | "carList.minPriceInvalid" | "carList.maxPriceInvalid" | "carList.minAboveMax" | "carList.driverFilterUnknown" | "carList.districtUnknown" | "carList.minSeatsOutOfRange" | "carSearchDates.datesTogether" | "carSearchDates.fromNotADate" | "carSearchDates.toNotADate" | "carSearchDates.toNotAfterFrom" | "carSearchDates.fromInPast" | "carSearchDates.rangeTooLong" | "carListing.carModelMissing" | "carListing.carModelTooLong" | "carListing.brandTooLong" | "carListing.priceMissing" | "carListing.priceInvalid" | "carListing.priceTooHigh" | "carListing.statusMissing" | "carListing.registrationNumberMissing" | "carListing.registrationNumberTooLong" | "carListing.locationMissing" | "carListing.locationTooLong" | "carListing.featuresTooLong" | "carListing.descriptionTooLong" | "carListing.imageUrlInvalid" | "carListing.imageUrlTooLong" | "carListing.photoIdInvalid" | "carListing.photoNotFound" | "carListing.imageUrlAndPhoto" | "carListing.controlCharacters" | "carListing.carNotFound" | "carListing.notYourCar" | "carListing.otherOwnersCars" | "carListing.otherOwnersBookings" | "carListing.minDaysInvalid" | "carListing.maxDaysInvalid" | "carListing.advanceNoticeInvalid" | "carListing.instantBookingInvalid" | "carListing.driverOptionInvalid" | "carListing.driverRateMissing" | "carListing.driverRateInvalid" | "carListing.driverRateTooHigh" | "carListing.fuelPolicyInvalid" | "carListing.seatsInvalid" | "carListing.districtInvalid" | "carListing.licenceRequiredInvalid" | "carListing.requireVerifiedPhoneInvalid" | "carListing.advancePercentInvalid" | "carListingNotText.brand" | "carListingNotText.features" | "carListingNotText.description" | "carListingNotText.email" | "carListingNotText.name" | "photo.tooLarge" | "photo.empty" | "photo.notAPicture" | "photo.damaged" | "photo.tooManyPixels" | "photo.tooManyUploads" | "photo.photoNotFound" | "profilePhoto.notHttps" | "profilePhoto.tooLong" | "licence.numberInvalid" | "licence.expiresOnInvalid" | "licence.expired" | "licence.expiresTooFar" | "licence.licenceNotFound" | "licence.photoNotFound" | "licence.photoNotYours" | "licence.photoNotConfirmed" | "booking.invalidDates" | "booking.bothDatesRequired" | "booking.notADate" | "booking.endNotAfterStart" | "booking.startInPast" | "booking.carIdMissing" | "booking.carUnavailable" | "booking.ownCar" | "booking.overlap" | "booking.bookingNotFound" | "booking.notYours" | "booking.alreadyCanceled" | "booking.alreadyFinished" | "booking.tripUnderway" | "review.ratingInvalid" | "review.textInvalid" | "review.textTooLong" | "review.notYourTrip" | "review.tripNotCompleted" | "review.windowClosed" | "review.alreadyWritten" | "review.carRemoved" | "booking.carRemoved" | "booking.changeOneThing" | "booking.otherUsersBookings" | "booking.tooShort" | "booking.tooLong" | "booking.tooLittleNotice" | "booking.requestStartsToday" | "booking.changeStartsToday" | "booking.driverNotOffered" | "booking.pickupTimeInvalid" | "booking.pickupPlaceTooLong" | "booking.pickupPlaceNotText" | "review.idInvalid" | "review.notFound" | "review.hideReasonInvalid" | "review.notPublished" | "review.alreadyHidden" | "review.notHidden" | "review.queueStateInvalid" | "report.targetTypeInvalid" | "report.targetIdInvalid" | "report.reasonInvalid" | "report.textInvalid" | "report.textTooLong" | "report.targetNotFound" | "report.ownTarget" | "report.alreadyOpen" | "report.idInvalid" | "report.notFound" | "report.alreadyResolved" | "report.statusInvalid" | "report.actionInvalid" | "report.actionDoesNotFit" | "report.noteRequired" | "report.hideReasonRequired" | "report.shownReasonRequired" | "message.textInvalid" | "message.textTooLong" | "message.ownCar" | "message.carNotFound" | "message.threadIdInvalid" | "message.threadNotFound" | "message.beforeInvalid" | "message.limitOutOfRange" | "message.dailyLimitBeforeBooking" | "booking.selfDriveNotOffered" | "booking.withDriverInvalid" | "booking.licenceMissing" | "booking.licenceExpiresBeforeTripEnd" | "booking.phoneNotVerified" | "booking.destinationUnknown" | "booking.totalTooHigh" | "booking.notCarOwner" | "booking.notAwaitingAnswer" | "booking.reasonNotText" | "booking.reasonTooLong" | "booking.reasonMissing" | "booking.ownerCancelNotAllowed" | "booking.alreadyDeclined" | "booking.alreadyExpired" | "booking.carNotListed" | "carBlock.notADate" | "carBlock.endNotAfterStart" | "carBlock.startInPast" | "carBlock.tooLong" | "carBlock.noteNotText" | "carBlock.noteTooLong" | "carBlock.overBooking" | "carBlock.overBlock" | "carBlock.blockNotFound" | "carBlock.idInvalid" | "contact.nameMissing" | "contact.nameTooLong" | "contact.emailMissing" | "contact.emailTooLong" | "contact.emailInvalid" | "contact.messageMissing" | "contact.messageTooLong" | "language.unknown" | "request.unknownField" | "request.invalidField" | "request.notJson" | "request.contentLengthMismatch" | "request.invalidJson" | "request.emptyJson" | "request.badAddress" | "request.addressTooLong" | "session.idInvalid" | "session.notFound" | "car.idInvalid" | "booking.emailQueryNotText" | "booking.idInvalid" | "auth.idTokenNotText" | "auth.idTokenTooLong" | "auth.emailNotText" | "auth.emailTooLong" | "carListing.deleteBlocked" | "rateLimit.signIn" | "rateLimit.contact" | "rateLimit.bookings" | "rateLimit.uploads" | "rateLimit.carWrites" | "payload_too_large" | "request.noSuchAddress" | "not_found" | "internal_server_error" | "bad_request" | "unauthorized" | "forbidden" | "method_not_allowed" | "rateLimit.reports" | "rateLimit.reportsDaily" | "rateLimit.threads" | "rateLimit.messages" | "payment.notAwaitingPayment" | "payment.pastDue" | "payment.gatewayUnavailable" | "payment.nothingToRefund" | "payment.refundTooLarge" | "payment.refundAmountInvalid" | "payment.refundReasonInvalid" | "payment.notHeld" | "payment.notFound" | "payment.refundNotFound" | "payment.refundNotFailed" | "payment.refundIdInvalid" | "payment.payBeforeChanging" | "payment.idInvalid" | "rateLimit.payments" | "conflict" | "unsupported_media_type" | "too_many_requests";
            /** @example These dates are already booked */
            message: string;
            /** @description For a refused body: each refused field, by its name. */
            fields?: {
                [key: string]: components["schemas"]["FieldRefusal"];
            };
            /**
             * @description The request's id, as in the X-Request-Id header: quote it to support to find its log lines.
             * @example 3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e
             */
            requestId?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Healthy"];
                };
            };
            /** @description `request.headersTooLarge`: The request headers (or the address) are too large. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is not answering. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alive"];
                };
            };
            /** @description `request.headersTooLarge`: The request headers (or the address) are too large. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Healthy"];
                };
            };
            /** @description `request.headersTooLarge`: The request headers (or the address) are too large. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is not answering, or the API is shutting down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionDto"];
            };
        };
        responses: {
            /** @description Signed in: the `session` cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionAnswer"];
                };
            };
            /** @description No token, a forged, expired or revoked one, or a browser whose session was ended from another device: no cookie is set. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.suspended`: Your CarZone account is suspended. The reason: {reason} To ask about it, write to CarZone support through the contact page. No cookie is set. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many sign-ins of this account, or too many refused ones from this address: wait (Retry-After, seconds). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out on this device: its session ends and the `session` cookie is cleared; the person’s other devices stay signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description `request.crossSite`: Requests from other sites that change data are refused: use CarZone itself. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInUser"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.suspended`: Your CarZone account is suspended. The reason: {reason} To ask about it, write to CarZone support through the contact page. Every signed-in route answers it to a suspended person. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_language: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ language }`: en or bn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageChoice"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_chooseLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChooseLanguageDto"];
            };
        };
        responses: {
            /** @description Kept: `{ language }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageChoice"];
                };
            };
            /** @description Not en or bn. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DeviceSessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in devices, the most recently seen first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceSession"][];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DeviceSessionsController_signOutAllDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every device is signed out, this one included. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DeviceSessionsController_signOutDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description That device is signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The id is not a session id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description None of your devices has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarsController_findPage: {
        parameters: {
            query?: {
                /** @description Finds cars whose model, brand or location contains this text, in any case. */
                q?: string;
                sort?: "newest" | "oldest" | "priceAsc" | "priceDesc" | "topRated";
                /** @description How many cars to answer. */
                limit?: number;
                /** @description How many matching cars to skip (the page × the limit). */
                offset?: number;
                /** @description Only cars free from this day (Bangladesh time), with `to`: available, and no booking that is not canceled holds them on any day from `from` up to the day before `to`. */
                from?: string;
                /** @description The day the car would come back (not held that day), after `from` and at most a year later. */
                to?: string;
                /** @description Lowest daily price, in dollars (inclusive). */
                minPrice?: number;
                /** @description Highest daily price, in dollars (inclusive). */
                maxPrice?: number;
                /** @description Only cars rented with their driver (with) or self-driven (self). */
                driver?: "with" | "self";
                /** @description Only cars in this district (GET /api/districts). */
                district?: string;
                /** @description Only cars with at least this many seats. */
                minSeats?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching cars, in the chosen order. */
            200: {
                headers: {
                    /** @description How many cars match, across all pages: exact up to 1,000, an estimate past that (X-Total-Count-Estimated), never fewer than this page and those before it hold. */
                    "X-Total-Count"?: number;
                    /** @description `true` when X-Total-Count is an estimate (more cars match than are counted exactly: show it as "about"); absent when it is exact. The list goes on while pages come back full. */
                    "X-Total-Count-Estimated"?: true;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Car"][];
                };
            };
            /** @description A query parameter is unknown or out of bounds. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarsController_findNewest: {
        parameters: {
            query?: {
                /** @description Answer only this many of the newest cars; without it, every car. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every car (or the newest `limit`), newest first. */
            200: {
                headers: {
                    /** @description How many cars match, across all pages: exact up to 1,000, an estimate past that (X-Total-Count-Estimated), never fewer than this page and those before it hold. */
                    "X-Total-Count"?: number;
                    /** @description `true` when X-Total-Count is an estimate (more cars match than are counted exactly: show it as "about"); absent when it is exact. The list goes on while pages come back full. */
                    "X-Total-Count-Estimated"?: true;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Car"][];
                };
            };
            /** @description The limit is out of bounds, or a parameter is unknown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car, when it is listed (published, its owner not suspended); one that is not is shown only to its owner, signed in, privately. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Car"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Car not found, or not listed (to anyone but its owner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerCarsController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCarDto"];
            };
        };
        responses: {
            /** @description Added, owned by the signed-in user (their e-mail and name): `{ insertedId }`. Listed at once, or waiting for review (`moderation.state` pendingReview) when the operator turned listing review on. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarAdded"];
                };
            };
            /** @description A field is missing, unknown or invalid (each named in `fields`), or the photo is not one the caller uploaded; nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerCarsController_listOwn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's own e-mail (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's cars, newest first, each with its standing with staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerCar"][];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.otherOwnersCars`: You can only see your own cars. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerCarsController_getOwn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's car, for the update form, with its standing with staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerCar"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerCarsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCarDto"];
            };
        };
        responses: {
            /** @description Saved (`{ modifiedCount: 1 }`, even when nothing differed). The listing is replaced: an optional field left out becomes empty. Existing bookings keep their own price and total. With listing review on, a new photo, model or description (or any edit of a rejected car) waits for review again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarUpdated"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / A field is missing, unknown or invalid (each named in `fields`), or the photo is not one the caller uploaded; nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is over 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerCarsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`{ deletedCount: 1 }`). Its past and canceled bookings stay in their renters' lists, with carId null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarDeleted"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Bookings of the car are still to come or under way: the message says how many and until when. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminCarsController_queue: {
        parameters: {
            query: {
                /** @description Which queue. */
                state: "pendingReview" | "hidden" | "rejected";
                /** @description How many cars to answer. */
                limit?: number;
                /** @description How many older cars to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ cars }` in the state asked for, oldest in it first, each with its owner and its bookings still to come. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingQueuePage"];
                };
            };
            /** @description `listing.queueStateInvalid`: Choose a queue: waiting for review, hidden or rejected. / `carList.limitOutOfRange`: The limit must be a whole number from 1 to 100. / `carList.offsetOutOfRange`: The offset must be a whole number, 0 or more. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminCarsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's standing now. The owner is mailed it (in their language), and the action is in the audit log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingModerated"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `listing.wrongState`: The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored. Nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminCarsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingReasonDto"];
            };
        };
        responses: {
            /** @description The car's standing now. The owner is mailed it (in their language), and the action is in the audit log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingModerated"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `listing.reasonInvalid`: Give the reason as text of 1 to 1,000 characters: the car's owner reads it. Nothing is changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `listing.wrongState`: The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored. Nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminCarsController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingReasonDto"];
            };
        };
        responses: {
            /** @description The car's standing now. The owner is mailed it (in their language), and the action is in the audit log. Its bookings still to come stay; the hidden queue counts them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingModerated"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `listing.reasonInvalid`: Give the reason as text of 1 to 1,000 characters: the car's owner reads it. Nothing is changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `listing.wrongState`: The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored. Nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminCarsController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's standing now. The owner is mailed it (in their language), and the action is in the audit log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingModerated"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `listing.wrongState`: The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored. Nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingsController_list: {
        parameters: {
            query?: {
                /** @description Accepted for the old client's sake; must be the signed-in user's own e-mail. */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's bookings, newest booking date first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            /** @description An unknown query parameter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.otherUsersBookings`: You can only list your own bookings. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingDto"];
            };
        };
        responses: {
            /** @description Booked (Confirmed), priced by the server. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description A field is missing, unknown or invalid, or the dates cannot be booked. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.ownCar`: You cannot book your own car. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found: also for a car that is not listed. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.carUnavailable`: This car is not available for booking. / `booking.overlap`: These dates are already booked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingsController_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeBookingDto"];
            };
        };
        responses: {
            /** @description The booking, with new dates (Confirmed again) or Canceled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `booking.changeOneThing`: Send either new dates (startDate and endDate) or bookingStatus "Canceled". / dates that cannot be booked. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found: also for someone else's booking. / `carListing.carNotFound`: Car not found: new dates for a car no longer listed (canceling stays open). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.alreadyCanceled`: This booking is canceled and cannot be changed. / `booking.alreadyFinished`: This booking has ended and cannot be changed. / `booking.overlap`: These dates are already booked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookedRangesController_findBookedRanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's non-canceled bookings that end after Dhaka's today, by start date: [start, end). For a car that is not listed (hidden, waiting for review, rejected, its owner suspended), only to its owner, signed in, privately. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookedRange"][];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found: also for a car that is not listed, to anyone but its owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerBookingsController_listForOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's own e-mail (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The non-canceled bookings on the caller's cars that end after Dhaka's today (those under way too), by start date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerBooking"][];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.otherOwnersBookings`: You can only see the bookings on your own cars. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TripQuoteController_quote: {
        parameters: {
            query: {
                /** @description The first day (Dhaka). */
                from: string;
                /** @description The day the car is back. */
                to: string;
                /** @description With the car’s driver (true) or self-drive (false, the default). */
                withDriver?: boolean;
                /** @description The district the trip goes to (GET /api/districts); left out, or the car's own, it stays in the car's district. */
                destination?: string;
            };
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trip's price lines and total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TripQuote"];
                };
            };
            /** @description `booking.notADate`: Dates must be real calendar dates written YYYY-MM-DD., `booking.startInPast`: The start date cannot be earlier than today (Bangladesh time)., `booking.endNotAfterStart`: The end date must be after the start date., `booking.driverNotOffered`: This car is rented without a driver: choose self-drive., `booking.selfDriveNotOffered`: This car is rented with its driver only: choose with a driver., `booking.destinationUnknown`: Choose the destination district from the list., `booking.totalTooHigh`: This trip would cost more than $99999999.99, the most one booking can: choose fewer days.. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingRequestsController_waiting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests waiting for the caller's answer on their cars, the soonest to expire first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRequest"][];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingRequestsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the booking, Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredBooking"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.notCarOwner`: Only the car's owner can answer or cancel its bookings.: the caller is not the car's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.notAwaitingAnswer`: This request is no longer waiting for an answer. / `booking.carNotListed`: This car is not listed now (it waits for review, was rejected or was hidden by staff), so none of its requests can be accepted. You can still decline them. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingRequestsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineRequestDto"];
            };
        };
        responses: {
            /** @description Declined: the booking, its dates free again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredBooking"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `booking.reasonTooLong`: The reason can be at most 500 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.notCarOwner`: Only the car's owner can answer or cancel its bookings.: the caller is not the car's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.notAwaitingAnswer`: This request is no longer waiting for an answer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BookingRequestsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnerCancelDto"];
            };
        };
        responses: {
            /** @description Canceled by the owner: the booking, its dates free again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredBooking"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `booking.reasonMissing`: Tell the renter why you cancel: the reason is required. / `booking.reasonTooLong`: The reason can be at most 500 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.notCarOwner`: Only the car's owner can answer or cancel its bookings.: the caller is not the car's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.ownerCancelNotAllowed`: Only a confirmed booking that has not started yet can be canceled by the owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OwnerRecordController_ownerRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Of the owner's latest bookings they confirmed, how many they canceled themselves (a renter's own cancels are not counted). For a car that is not listed (hidden, waiting for review, rejected, its owner suspended), only to its owner, signed in, privately. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRecord"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found: also for a car that is not listed, to anyone but its owner. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gateway's page to pay on. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStart"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found: also for someone else's booking. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.notAwaitingPayment`: This booking is not waiting for a payment. / `payment.pastDue`: The time to pay the advance for this booking has passed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.gatewayUnavailable`: The payment gateway is not answering. Your booking is kept until its deadline: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PaymentsController_cancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amounts, in cents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationQuote"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found: also for a booking that is neither yours nor of your car. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GatewayCallbacksController_ipn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Received. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received?: boolean;
                    };
                };
            };
            /** @description A body over 16 KiB: no notice of the gateway is. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.gatewayUnavailable`: The payment gateway is not answering. Your booking is kept until its deadline: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GatewayCallbacksController_returned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "success" | "fail" | "cancel";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description To My Bookings, saying how the payment went. */
            303: {
                headers: {
                    /** @description /bookings?payment=… */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body over 16 KiB: no return of the gateway is. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminPaymentsController_queue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments the gateway's risk check held, and the refunds it refused or has not done within an hour, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsQueue"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the finance role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminPaymentsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; both sides mailed; one audit row. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `payment.idInvalid`: The payment id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the finance role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.notFound`: No payment has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.notHeld`: This payment is not held for review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminPaymentsController_refuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReasonDto"];
            };
        };
        responses: {
            /** @description Refused and refunded whole; the renter mailed; one audit row. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `payment.idInvalid`: The payment id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `payment.refundReasonInvalid`: Give the reason as text of 1 to 1,000 characters: it is audited. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the finance role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.notFound`: No payment has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.notHeld`: This payment is not held for review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminPaymentsController_refundByHand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualRefundDto"];
            };
        };
        responses: {
            /** @description Queued for the gateway; one audit row. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `payment.refundAmountInvalid`: The refund must be a whole number of cents, at least 1. / `payment.refundReasonInvalid`: Give the reason as text of 1 to 1,000 characters: it is audited. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the finance role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.nothingToRefund`: This booking has no paid advance left to refund. / `payment.refundTooLarge`: A refund cannot be more than what is left of the paid advance. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminPaymentsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The refund's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending again, tried from now; one audit row. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `payment.refundIdInvalid`: The refund id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the finance role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.refundNotFound`: No refund has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `payment.refundNotFailed`: Only a refund the gateway refused can be tried again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewsController_write: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDto"];
            };
        };
        responses: {
            /** @description Written, as the caller's side of the booking (its renter or its car's owner). Published, with the other side's, if theirs was already written; else once it is or the window closes. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TripReviews"];
                };
            };
            /** @description `review.ratingInvalid`: Give a rating of 1 to 5 whole stars. / `review.textTooLong`: A review can be at most 1,000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.notYourTrip`: Only this trip's renter and the car's owner can review it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.tripNotCompleted`: This trip can be reviewed once it is completed (the car is back). / `review.windowClosed`: The 14 days to review this trip have passed. / `review.alreadyWritten`: You have already reviewed this trip; a review cannot be changed. / `review.carRemoved`: This car is no longer listed, so its trip cannot be reviewed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewsController_carReviews: {
        parameters: {
            query?: {
                /** @description How many reviews to answer. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the car's published reviews by its renters, newest first. A car that is not listed (hidden, waiting for review, its owner suspended) shows them only to its owner and to staff, signed in, privately. */
            200: {
                headers: {
                    /** @description How many published reviews the car has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedReview"][];
                };
            };
            /** @description The id, limit or offset is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found: also for a car that is not listed, to anyone but its owner and staff. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewModerationController_queue: {
        parameters: {
            query?: {
                /** @description published: the reviews shown, newest published first; hidden: those staff hid, most recently hidden first. */
                state?: "published" | "hidden";
                /** @description Words (any case), each found in the car's model, the author's e-mail or name, or the review's text; trimmed. Empty: every review in the list. */
                q?: string;
                /** @description How many reviews to answer. */
                limit?: number;
                /** @description How many newer reviews to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ reviews, total }`: shown ones newest published first, hidden ones most recently hidden first, with their car, author and reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueuePage"];
                };
            };
            /** @description `review.queueStateInvalid`: state must be published or hidden. / `account.searchInvalid`: The search (q) must be given once, as text of at most 320 characters. / `carList.limitOutOfRange`: The limit must be a whole number from 1 to 100. / `carList.offsetOutOfRange`: The offset must be a whole number, 0 or more. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewModerationController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HideReviewDto"];
            };
        };
        responses: {
            /** @description Hidden: off the car's page, the renter's record and the other side's view, and out of the car's rating at once; its author is mailed the reason; one audit row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedReview"];
                };
            };
            /** @description `review.idInvalid`: The review id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `review.hideReasonInvalid`: The reason must be one of the published reasons: personalData, offensive, notAboutTheTrip, conflictOfInterest, spam. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.notFound`: There is no such review. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.notPublished`: This review is not published yet: only a published review can be hidden. / `review.alreadyHidden`: This review is already hidden. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewModerationController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shown again, and back in the car's rating; one audit row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedReview"];
                };
            };
            /** @description `review.idInvalid`: The review id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.notFound`: There is no such review. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `review.notPublished`: This review is not published yet: only a published review can be hidden. / `review.notHidden`: This review is not hidden. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarBlocksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The car's blocks that end after Dhaka's today, by start date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarBlock"][];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car's blocks is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarBlocksController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCarBlockDto"];
            };
        };
        responses: {
            /** @description Blocked: nobody can book these nights. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarBlock"];
                };
            };
            /** @description A date is missing, not a date, in the past, not after the start or more than a year on; or the note is too long. Nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car's blocks is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carBlock.overBooking`: These days are booked: {dates}. A block cannot cover a booking. / `carBlock.overBlock`: Some of these days are blocked already: {dates}. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CarBlocksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The car's _id. */
                id: string;
                /** @description The block's _id. */
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked (`{ deletedCount: 1 }`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarBlockDeleted"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `carBlock.idInvalid`: The block id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.notYourCar`: This car is not yours: only its owner can see or change it. Nothing of the car's blocks is shown or changed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `carListing.carNotFound`: Car not found / `carBlock.blockNotFound`: These blocked days were not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DistrictsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every district, by English name, with its names in each language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["District"][];
                };
            };
            /** @description `request.headersTooLarge`: The request headers (or the address) are too large. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ContactController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactMessageDto"];
            };
        };
        responses: {
            /** @description Stored; `message` thanks the sender. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageAnswer"];
                };
            };
            /** @description A field is missing or invalid; nothing is stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this account (or address, when anonymous): wait and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PhotosController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The picture file itself as the body (JPEG, PNG or WebP, at most 8 MB); its bytes decide its type. */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored: a picture (long side at most 1600 px) and a 480 px wide thumbnail, both WebP without metadata. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedPhoto"];
                };
            };
            /** @description `photo.empty`: No photo was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.tooLarge`: The photo is too large: at most 8 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.notAPicture`: This file is not a JPEG, PNG or WebP picture. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.damaged`: This picture is damaged or incomplete: please choose another. / `photo.tooManyPixels`: This picture has too many pixels to process: at most 60 megapixels. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.tooManyUploads`: Too many uploads: at most 20 every 10 minutes. Please wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    PhotosController_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<id>.webp` (the picture) or `<id>-thumb.webp`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture, cached for a year. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description `photo.photoNotFound`: Photo not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DrivingLicencesController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s licence; every field null before they add one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnLicence"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DrivingLicencesController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrivingLicenceDto"];
            };
        };
        responses: {
            /** @description Kept: the licence as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnLicence"];
                };
            };
            /** @description `licence.numberInvalid`: Enter the licence number as printed on it: 5 to 20 letters and digits. / `licence.expiresOnInvalid`: Enter the date the licence expires, as printed on it. / `licence.expired`: This licence has expired. Add one that is still valid. / `licence.expiresTooFar`: A licence is valid for at most 10 years: check the expiry date. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DrivingLicencesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence and its photo are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `licence.licenceNotFound`: Add your licence number and expiry date first. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DrivingLicencesController_savePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A photo of the licence as the body (JPEG, PNG or WebP, at most 8 MB), as car photos are sent. Kept without its metadata; replaces the one before. */
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Kept: the licence with its photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnLicence"];
                };
            };
            /** @description `photo.empty`: No photo was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.tooLarge`: The photo is too large: at most 8 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.notAPicture`: This file is not a JPEG, PNG or WebP picture. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.damaged`: This picture is damaged or incomplete: please choose another. / `photo.tooManyPixels`: This picture has too many pixels to process: at most 60 megapixels. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `photo.tooManyUploads`: Too many uploads: at most 20 every 10 minutes. Please wait and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DrivingLicencesController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id in a licence’s `photoUrl`. */
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo, for its holder, staff (support or admin) and the owner of a car they have a confirmed self-drive booking of, until its end date; never stored by a cache. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description `licence.photoNotYours`: Sign in as the licence holder, or as the owner of a car they are to drive, to see this photo. / `licence.photoNotConfirmed`: A renter's licence photo is shown to the car's owner only while their self-drive booking is confirmed, until its end date. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `licence.photoNotFound`: There is no such licence photo, or it is not yours to see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    StaffController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ staff }`, by e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the admin role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    StaffController_setRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mail address the person signs in with (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetStaffRoleDto"];
            };
        };
        responses: {
            /** @description The role they hold now, from their next request; the change is in the audit log (a role they held already writes nothing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRoleNow"];
                };
            };
            /** @description `admin.emailInvalid`: The staff member's e-mail address is not valid. / `admin.roleUnknown`: The role must be admin, support, finance or null (no role). Nothing is changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the admin role; refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.lastAdmin`: CarZone must keep at least one admin: make someone else an admin first. Nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuditLogController_page: {
        parameters: {
            query?: {
                /** @description Only actions on this kind of thing: `staff`… */
                targetType?: string;
                /** @description Only actions on this one (a member of staff’s e-mail, a car’s id…). */
                targetId?: string;
                /** @description Only actions by this member of staff (their e-mail, any case). */
                actor?: string;
                /** @description How many entries to answer. */
                limit?: number;
                /** @description How many newer entries to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ entries }`, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description `admin.auditFilterInvalid`: An audit filter (targetType, targetId, actor) must be given once, as text of at most 320 characters. / `carList.limitOutOfRange`: The limit must be a whole number from 1 to 100. / `carList.offsetOutOfRange`: The offset must be a whole number, 0 or more. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReportsController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportDto"];
            };
        };
        responses: {
            /** @description Reported: it waits in the staff's queue; the reporter is mailed once it is handled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCreated"];
                };
            };
            /** @description `report.targetTypeInvalid`: targetType must be car, review, user or message. / `report.targetIdInvalid`: targetId must be the car's, the review's or the message's id, or the person's e-mail address or the id of a booking of yours with them. / `report.reasonInvalid`: This reason cannot be given for a report of this kind. / `report.textTooLong`: The details can be at most 1,000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `report.ownTarget`: You cannot report yourself, your own car, your own review or your own message. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `report.targetNotFound`: There is nothing to report there: it does not exist or is not shown. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `report.alreadyOpen`: You have already reported this, and staff have not handled it yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `rateLimit.reports`: Too many reports. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}. / `rateLimit.reportsDaily`: Too many reports today. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}. (per account, counted once the body is valid). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminReportsController_page: {
        parameters: {
            query?: {
                /** @description open: oldest first (the queue); resolved: the most recently resolved first. */
                status?: "open" | "resolved";
                /** @description How many reports to answer. */
                limit?: number;
                /** @description How many reports to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ reports }`: open ones oldest first, resolved ones most recently resolved first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportPage"];
                };
            };
            /** @description `report.statusInvalid`: status must be open or resolved. / `carList.limitOutOfRange`: The limit must be a whole number from 1 to 100. / `carList.offsetOutOfRange`: The offset must be a whole number, 0 or more. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminReportsController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report's _id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReportDto"];
            };
        };
        responses: {
            /** @description Done and closed, with the action and note on every open report of the target; one audit row per report (and the action’s own); each reporter is mailed that it was handled, not what was done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResolution"];
                };
            };
            /** @description `report.idInvalid`: The report id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `report.actionInvalid`: The action must be dismiss, hideCar, hideReview or suspendUser. / `report.actionDoesNotFit`: This action does not fit what was reported. / `report.noteRequired`: Write a note of at most 1,000 characters saying what was decided. / `report.hideReasonRequired`: Give the published reason to hide this review for: the report does not name one. / `review.hideReasonInvalid`: The reason must be one of the published reasons: personalData, offensive, notAboutTheTrip, conflictOfInterest, spam. / `report.shownReasonRequired`: Give the reason the car’s owner or the person is shown: text of 1 to 1,000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `report.notFound`: There is no such report. / `carListing.carNotFound`: Car not found / `account.notFound`: No one has signed in to CarZone with this e-mail address. (the car, the person or the message is gone) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `report.alreadyResolved`: This report has already been handled. / `review.alreadyHidden`: This review is already hidden. / `listing.wrongState`: The car is not in a state this allows: only a car waiting for review is approved or rejected, only a published one hidden, and only a hidden or rejected one restored. / `account.alreadySuspended`: This account is suspended already. / `account.staffMember`: A member of CarZone staff cannot be suspended: an admin removes their role first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_inquire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDto"];
            };
        };
        responses: {
            /** @description Sent: in the thread of the car and the caller, opened by their first inquiry, added to after. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InquirySent"];
                };
            };
            /** @description `car.idInvalid`: The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `message.textInvalid`: Write a message: text of at least one character. / `message.textTooLong`: A message can be at most 2,000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `message.ownCar`: You cannot send an inquiry about your own car. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `message.carNotFound`: There is no such car to ask about: it does not exist or is not shown. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `rateLimit.threads`: Too many new conversations today. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}. (a new thread) / `rateLimit.messages`: Too many messages. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}. (per account) / `message.dailyLimitBeforeBooking`: You have sent {count, plural, one {# message} other {# messages}} in this conversation today. Until there is a booking, that is the most a day: book or request the car, or write again tomorrow. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (the rate limits only). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest activity first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadList"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadDetails"];
                };
            };
            /** @description `message.threadIdInvalid`: The conversation id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `message.threadNotFound`: You have no conversation with this id. Also for a thread the caller is not a side of. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_page: {
        parameters: {
            query?: {
                /** @description A message of the thread: the page ends just before it (the previous page's `next`). Without it, the newest messages. */
                before?: string;
                /** @description How many messages to answer. */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest messages, or those before `before`. Every message of the other side the caller had not read is read from now (their `readAt`), and the other side's stream is told. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagesPage"];
                };
            };
            /** @description `message.threadIdInvalid`: The conversation id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `message.beforeInvalid`: before must be the id of a message of this conversation. / `message.limitOutOfRange`: limit must be a whole number from 1 to 100. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `message.threadNotFound`: You have no conversation with this id. Also for a thread the caller is not a side of. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDto"];
            };
        };
        responses: {
            /** @description Sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessage"];
                };
            };
            /** @description `message.threadIdInvalid`: The conversation id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. / `message.textInvalid`: Write a message: text of at least one character. / `message.textTooLong`: A message can be at most 2,000 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `message.threadNotFound`: You have no conversation with this id. Also for a thread the caller is not a side of. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `rateLimit.messages`: Too many messages. Try again in {minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} one {# minute} other {# minutes}}. (per account) / `message.dailyLimitBeforeBooking`: You have sent {count, plural, one {# message} other {# messages}} in this conversation today. Until there is a booking, that is the most a day: book or request the car, or write again tomorrow. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again (the rate limits only). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessagesController_bookingThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread, for either side. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingThread"];
                };
            };
            /** @description `booking.idInvalid`: The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `booking.bookingNotFound`: Booking not found Also for a booking the caller is not party to (its renter or its car's owner), and one whose car is deleted. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MessageStreamController_stream: {
        parameters: {
            query?: {
                /** @description The same, for a reconnect made by hand (a browser cannot set the header). */
                lastEventId?: unknown;
            };
            header?: {
                /** @description The last event id seen: replay what came after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, until the browser leaves or the instance stops. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountsController_search: {
        parameters: {
            query?: {
                /** @description Part of an e-mail or a name (any case), or a verified mobile number as typed (01712345678, +880 1712-345678…). Empty: everyone. */
                q?: string;
                /** @description How many people to answer. */
                limit?: number;
                /** @description How many newer people to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ users, total }`: a page of the people found, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSearchPage"];
                };
            };
            /** @description `account.searchInvalid`: The search (q) must be given once, as text of at most 320 characters. / `carList.limitOutOfRange`: The limit must be a whole number from 1 to 100. / `carList.offsetOutOfRange`: The offset must be a whole number, 0 or more. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountsController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mail address the person signs in with (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Standing, role, number, licence, cars, bookings both ways, reports, reviews and the staff actions on them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetails"];
                };
            };
            /** @description `account.emailInvalid`: The person's e-mail address is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.notFound`: No one has signed in to CarZone with this e-mail address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountsController_suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mail address the person signs in with (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountReasonDto"];
            };
        };
        responses: {
            /** @description Suspended from their next request on every device: their cars hidden, their waiting requests withdrawn and declined, their devices signed out; the person is mailed and the action audited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStandingChange"];
                };
            };
            /** @description `account.emailInvalid`: The person's e-mail address is not valid. / `account.reasonInvalid`: Give the reason as text of 1 to 1,000 characters: the person reads it. Nothing is changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.notFound`: No one has signed in to CarZone with this e-mail address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.alreadySuspended`: This account is suspended already. / `account.staffMember`: A member of CarZone staff cannot be suspended: an admin removes their role first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AccountsController_reinstate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The e-mail address the person signs in with (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountReasonDto"];
            };
        };
        responses: {
            /** @description Active again: their cars shown again (what the suspension ended stays ended); the person is mailed and the action audited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStandingChange"];
                };
            };
            /** @description `account.emailInvalid`: The person's e-mail address is not valid. / `account.reasonInvalid`: Give the reason as text of 1 to 1,000 characters: the person reads it. Nothing is changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid session cookie: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `admin.staffOnly`: Only CarZone staff with the role this needs may do this. Needs the support role (or admin); refused before anything is looked up. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.notFound`: No one has signed in to CarZone with this e-mail address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description `account.notSuspended`: This account is not suspended. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
