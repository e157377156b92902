// Where the reviews page lives, for the console's sections and the harness. The site's route map
// (web-kit's `routes`) does not name this page yet: once it has `adminReviews`, that takes over.
export const REVIEWS_PATH = '/admin/reviews';
