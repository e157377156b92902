/** Who is calling, as the session cookie proves it. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  /** The profile photo's URL in Firebase, or ''. */
  photoURL: string;
  /** Whether the identity provider checked that the e-mail address is theirs (staff need it). */
  emailVerified: boolean;
  /** The device session (row of `sessions`) the cookie points at. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionGuard on protected routes. */
    user?: SessionUser;
  }
}
