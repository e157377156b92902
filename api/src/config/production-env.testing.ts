// The configuration tests' production environment.

/** The least a production start needs besides Firebase: a database, a mail relay, a store. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/carzone',
  SMTP_URL: 'smtps://carzone:secret@relay.example.com:465',
  MAIL_FROM: 'CarZone <bookings@carzone.com.bd>',
  PUBLIC_URL: 'https://carzone.com.bd',
  SSLCOMMERZ_STORE_ID: 'carzone0live',
  SSLCOMMERZ_STORE_PASSWORD: 'carzone0live@ssl',
};
