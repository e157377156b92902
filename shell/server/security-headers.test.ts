import { describe, expect, it } from 'vitest';
import {
  allowSources,
  parseAddHeaders,
  readSecurityHeaders,
  securityHeadersFor,
} from './security-headers.ts';

const SHARED_FILE = new URL('../../deploy/security-headers.conf', import.meta.url);

/** A CSP as directive → sources, for comparing policies whatever their order. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('parseAddHeaders', () => {
  it('reads add_header lines, with or without `always`, skipping comments and blank lines', () => {
    const text = [
      '# why these headers',
      '',
      'add_header X-Content-Type-Options "nosniff" always;',
      "  add_header Content-Security-Policy \"default-src 'self'; object-src 'none'\";  # no plugins",
    ].join('\n');
    expect(parseAddHeaders(text)).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'; object-src 'none'"],
    ]);
  });

  it('refuses any other line, naming it, rather than serve less than nginx does', () => {
    expect(() => parseAddHeaders('add_header X-Frame-Options "DENY" always;\ngzip on;')).toThrow(
      'Line 2 is not an add_header line this server understands: gzip on;',
    );
    expect(() => parseAddHeaders('add_header X-Frame-Options DENY;')).toThrow(/Line 1/);
    expect(() => parseAddHeaders('add_header X-Frame-Options "DENY"')).toThrow(/Line 1/);
  });
});

describe('deploy/security-headers.conf, the list nginx and the shell server share', () => {
  const headers = Object.fromEntries(readSecurityHeaders(SHARED_FILE));

  it('sends nosniff, no framing and the referrer policy, and no HSTS (production HTTPS only)', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(Object.keys(headers)).not.toContain('Strict-Transport-Security');
  });

  it('allows only the site itself and the Firebase hosts sign-in and phone verification need', () => {
    expect(directivesOf(headers['Content-Security-Policy']!)).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        'https://apis.google.com',
        // reCAPTCHA, which Firebase's phone verification (the profile's SMS code) loads.
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
      'frame-src': [
        'https://*.firebaseapp.com',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
  });
});

describe('allowSources', () => {
  it('adds a source to existing directives once, and creates a missing directive', () => {
    expect(
      allowSources(
        "default-src 'self'; connect-src 'self' http://127.0.0.1:9099",
        ['connect-src', 'frame-src'],
        ['http://127.0.0.1:9099'],
      ),
    ).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:9099; frame-src http://127.0.0.1:9099",
    );
  });
});

describe('securityHeadersFor', () => {
  const production = [
    [
      'Content-Security-Policy',
      "default-src 'self'; connect-src 'self'; frame-src https://*.firebaseapp.com",
    ],
    ['X-Frame-Options', 'DENY'],
  ] as const;

  it('serves the production list as it is without the Auth emulator', () => {
    expect(securityHeadersFor(production, undefined)).toEqual(production);
  });

  it('lets the page reach the Auth emulator and frame its sign-in helper when it runs on one', () => {
    expect(securityHeadersFor(production, 'http://127.0.0.1:9499')).toEqual([
      [
        'Content-Security-Policy',
        "default-src 'self'; connect-src 'self' http://127.0.0.1:9499; frame-src https://*.firebaseapp.com http://127.0.0.1:9499",
      ],
      ['X-Frame-Options', 'DENY'],
    ]);
  });
});
