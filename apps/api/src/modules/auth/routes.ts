import { AUTH_MESSAGES, contract, ERROR_MESSAGES } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AccountService } from '../account/service';
import type { GoogleFlow, GoogleSignIn } from './google';
import type { AuthService } from './service';

const s = initServer();

const FLOW_COOKIE = 'haat_google_flow';
const FLOW_COOKIE_PATH = '/api/v1/auth/google';
const FLOW_MAX_AGE_SECONDS = 600;

function readFlow(request: FastifyRequest): GoogleFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    return JSON.parse(unsigned.value) as GoogleFlow;
  } catch {
    return null;
  }
}

/** ts-rest's Fastify adapter types replies by Fastify 4's generics, so only the header call is typed here. */
type Headers = { header(name: string, value: string): unknown };

function redirect(reply: Headers, location: string) {
  reply.header('location', location);
  reply.header('cache-control', 'no-store');
  return { status: 302 as const, body: undefined };
}

type AuthRoutesDeps = {
  auth: AuthService;
  profile: AccountService['profile'];
  google: GoogleSignIn | null;
  secureCookies: boolean;
};

const done = (message: string) => ({ status: 200 as const, body: { success: true as const, message } });

export function authPlugin(
  { auth, profile, google, secureCookies }: AuthRoutesDeps,
  options: ContractRouterOptions,
) {
  return async (scope: FastifyInstance) => {
    // Sign-in answers carry tokens, links' results and who is signed in: no cache may keep them.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const router = s.router(contract.auth, {
      register: async ({ body, request }) => ({
        status: 201,
        body: {
          success: true,
          message: AUTH_MESSAGES.registered,
          user: await auth.register(body, request.ip),
        },
      }),
      login: async ({ body, request }) => ({ status: 200, body: await auth.login(body, request.ip) }),
      logout: async ({ request }) => {
        await auth.logout(request.user.sessionId);
        return done(AUTH_MESSAGES.signedOut);
      },
      logoutEverywhere: async ({ request }) => {
        await auth.logoutEverywhere(request.user.id);
        return done(AUTH_MESSAGES.signedOutEverywhere);
      },
      profile: async ({ request }) => ({
        status: 200,
        body: { success: true, user: await profile(request.user.id) },
      }),
      verifyEmail: async ({ body }) => ({ status: 200, body: await auth.verifyEmail(body.token) }),
      resendVerification: async ({ request }) => ({
        status: 200,
        body: await auth.resendVerification(request.user.id),
      }),
      forgotPassword: async ({ body, request }) => ({
        status: 200,
        body: await auth.forgotPassword(body, request.ip),
      }),
      resetPassword: async ({ body, request }) => ({
        status: 200,
        body: await auth.resetPassword(body, request.ip),
      }),
      providers: async () => ({ status: 200, body: { success: true, google: google !== null } }),
      google: async ({ query, reply }) => {
        if (!google)
          return {
            status: 404,
            body: { success: false, code: 'googleUnavailable', message: ERROR_MESSAGES.googleUnavailable },
          };
        const { url, flow } = await google.start(query.redirect);
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: FLOW_COOKIE_PATH,
          maxAge: FLOW_MAX_AGE_SECONDS,
        });
        return redirect(reply, url);
      },
      googleCallback: async ({ request, reply }) => {
        const flow = readFlow(request);
        reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
        const location = google
          ? await google.finish(request.url, flow, (error) =>
              request.log.error({ err: error }, 'Google sign-in failed'),
            )
          : `/auth/success?error=${encodeURIComponent(ERROR_MESSAGES.googleUnavailable)}`;
        return redirect(reply, location);
      },
    });
    await scope.register(s.plugin(router), options);
  };
}
