import fastifyJwt from '@fastify/jwt';
import { ERROR_MESSAGES } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { Unauthorized } from '../errors';
import { isUuid } from '../lib/ids';
import type { SignedInUser, UserRow } from '../modules/auth/users';

type TokenPayload = { sub: string; user_id: string; email: string; name: string; role: SignedInUser['role'] };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: SignedInUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook for protected routes: 401 without a valid token, else `request.user` is set. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    signSessionToken: (user: UserRow) => string;
  }
}

type AuthOptions = { secret: string; tokenTtlSeconds: number; db: Database };

/**
 * Session tokens: HS256 JWTs signed with the shop's secret, with an expiry. Verification accepts
 * HS256 only (never `alg: none`), and the user must still exist: a deleted account's token is dead.
 */
export const authPlugin = fp(async (app: FastifyInstance, { secret, tokenTtlSeconds, db }: AuthOptions) => {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: `${tokenTtlSeconds}s` },
    verify: { algorithms: ['HS256'] },
    formatUser: (payload) => ({
      id: payload.sub,
      name: payload.name,
      email: payload.email,
      role: payload.role,
    }),
  });

  app.decorate('signSessionToken', (user: UserRow) =>
    app.jwt.sign({ sub: user.id, user_id: user.id, email: user.email, name: user.name, role: user.role }),
  );

  app.decorate('requireUser', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify();
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw new Unauthorized(expired ? ERROR_MESSAGES.sessionExpired : ERROR_MESSAGES.signInRequired);
    }
    if (!isUuid(request.user.id)) throw new Unauthorized(ERROR_MESSAGES.signInRequired);
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, request.user.id));
    if (!user) throw new Unauthorized(ERROR_MESSAGES.signInRequired);
    request.user = user;
  });
});
