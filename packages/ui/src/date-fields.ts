// The date fields of forms (a search's From and To, a booking's dates), a door of their own: only
// a page with a form imports them, so they travel with that page's code, and a first visit to a
// page without one does not download them (the remotes' shared-code chunk leaves them out).
export * from './date-field';
export * from './search-dates-fields';
