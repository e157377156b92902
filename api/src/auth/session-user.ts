/** Who is calling, as the session cookie proves it. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  /** The profile photo's URL in Firebase, or ''. */
  photoURL: string;
  /** The device session (row of `sessions`) the cookie points at. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionGuard on protected routes. */
    user?: SessionUser;
  }
}
