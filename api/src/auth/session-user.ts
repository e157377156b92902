/** Who is calling, as the session cookie proves it. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionGuard on protected routes. */
    user?: SessionUser;
  }
}
