import fastifyJwt from '@fastify/jwt';
import { requiresOperator, requiresSignIn } from '@haat/contracts';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { Forbidden, Unauthorized } from '../errors';
import { createSessions, type SessionClaims, type Sessions } from '../modules/auth/sessions';
import type { SignedInUser } from '../modules/auth/users';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SignedInUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook for protected routes: 401 without a live session's token, else `request.user` is set. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessions: Sessions;
  }
  interface FastifyContextConfig {
    /** The contract's call a route serves, set by ts-rest's Fastify adapter. */
    tsRestRoute?: AppRoute;
  }
}

type SessionOptions = {
  /** The key that signs session tokens (derived from the shop's secret for this use only). */
  tokenKey: string;
  /** Who issues tokens and who they are for: a token of another shop, or meant elsewhere, is refused. */
  issuer: string;
  audience: string;
  tokenTtlSeconds: number;
  db: Database;
};

/**
 * Session tokens are HS256 JWTs naming a session row. Verification accepts HS256 only (never
 * `alg: none`) and needs `exp`, `iss`, `aud`, `sub` and `sid`; the session must still be live.
 * Every call the contract marks as signed-in is guarded here, so no route can forget it; so is
 * every call it marks as the operators'.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const { tokenKey, issuer, audience, tokenTtlSeconds, db } = options;
  await app.register(fastifyJwt, {
    secret: tokenKey,
    sign: { algorithm: 'HS256', expiresIn: `${tokenTtlSeconds}s`, iss: issuer, aud: audience },
    verify: {
      algorithms: ['HS256'],
      allowedIss: issuer,
      allowedAud: audience,
      requiredClaims: ['exp', 'iss', 'aud', 'sub', 'sid'],
    },
    formatUser: (payload) => ({
      id: payload.sub,
      name: payload.name,
      email: payload.email,
      role: payload.role,
      sessionId: payload.sid,
      // Read from the session row once the token is checked (requireUser).
      signedInAt: new Date(0),
    }),
  });
  const sessions = createSessions({
    db,
    sign: (claims) => app.jwt.sign(claims),
    ttlSeconds: tokenTtlSeconds,
  });
  app.decorate('sessions', sessions);

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    // Nothing a signed-in answer holds belongs in a shared or browser cache, refusals included.
    reply.header('cache-control', 'no-store');
    try {
      await request.jwtVerify();
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
      throw new Unauthorized(expired ? 'sessionExpired' : 'signInRequired');
    }
    const user = await sessions.userOf(request.user.sessionId, request.user.id);
    if (!user) throw new Unauthorized('signInRequired');
    request.user = user;
  }
  app.decorate('requireUser', requireUser);

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.config.tsRestRoute;
    if (!route) return;
    if (requiresSignIn(route)) await requireUser(request, reply);
    // The role comes from the user's row, read with the session: a demoted operator is refused at once.
    if (requiresOperator(route) && request.user.role !== 'admin') throw new Forbidden('operatorOnly');
  });
});
