import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/support/browser';
import { STEADFAST } from './e2e/support/couriers';
import { GOOGLE_CLIENT } from './e2e/support/google';
import { SSL_WIRELESS } from './e2e/support/sms';

/**
 * A port no program listens on now, asked of the system by a short-lived Node process (the config
 * is read synchronously). Two clones, or two runs, can then test side by side.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
// Chosen once, by the main process: the workers read the config again and inherit these.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_GOOGLE_PORT ??= String(freePort());
process.env.E2E_STEADFAST_PORT ??= String(freePort());
process.env.E2E_SMS_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const shopUrl = `http://127.0.0.1:${port}`;
/** The OpenID Connect provider standing in for Google (e2e/support/oidc-provider-server.ts). */
const googlePort = Number(process.env.E2E_GOOGLE_PORT);
const googleIssuer = `http://127.0.0.1:${googlePort}`;
/** The server implementing Steadfast Courier's API (e2e/support/steadfast-server.ts). */
const steadfastPort = Number(process.env.E2E_STEADFAST_PORT);
/** The server implementing SSL Wireless's SMS API (e2e/support/sms-server.ts). */
const smsPort = Number(process.env.E2E_SMS_PORT);
// One fresh shop per run: the workers inherit this from the main process, which made it.
process.env.HAAT_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'haat-e2e-'));

const chromium = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // Journeys sign up, fill carts and visit several pages: on two busy cores some take 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on two cores: a journey waits on the shop's server, its mail and its pages' loads, and a
  // third worker fills that time (the suite took 9.6 minutes on a quiet machine, 11.3 with two).
  // E2E_WORKERS tries another count.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A journey that fails runs once more, and that run records its trace: recording a trace of
  // every journey, to keep only those of the failures, cost a fifth of the suite's time on two
  // cores. A journey that passes only on its second run still fails the suite.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL: shopUrl,
    launchOptions: chromium,
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@shop-wide/ },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // What does not change with the width runs once, at 1280 px: forms, the shop's answers and
      // refusals, sessions and mailed links, and flows whose 375 px layout another journey already
      // checks (tagged @one-width; each spec says which of its journeys run at both widths), and
      // pages whose 375 px layout layout.spec.ts and performance.spec.ts already check. It keeps
      // the whole suite within the CI's time on two cores.
      grepInvert: /@one-width|@shop-wide/,
      testIgnore: [
        'home.spec.ts',
        'info.spec.ts',
        'coming-pages.spec.ts',
        'category-not-found.spec.ts',
        'product-cart.spec.ts',
      ],
    },
    // Journeys that change what every shopper sees (a delivery cost) run alone, after the others,
    // so that no journey running beside them reads the changed value.
    {
      name: 'shop-wide',
      dependencies: ['desktop', 'mobile'],
      grep: /@shop-wide/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production build, served the way `pnpm start` serves it, on an embedded database of its own.
  webServer: [
    {
      command: `node --import tsx e2e/support/oidc-provider-server.ts ${googlePort} ${shopUrl}/api/v1/auth/google/callback`,
      url: `${googleIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx e2e/support/steadfast-server.ts ${steadfastPort} ${shopUrl}/api/v1/shipping/webhooks/steadfast`,
      port: steadfastPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx e2e/support/sms-server.ts ${smsPort}`,
      port: smsPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../api/dist/main.js',
      url: `${shopUrl}/api/v1/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.HAAT_E2E_DATA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Every journey signs up from the same address; the limit itself is tested in the API suite.
        AUTH_ATTEMPTS_PER_IP: '10000',
        PUBLIC_URL: shopUrl,
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
        GOOGLE_ISSUER: googleIssuer,
        STEADFAST_API_KEY: STEADFAST.apiKey,
        STEADFAST_SECRET_KEY: STEADFAST.secretKey,
        STEADFAST_BASE_URL: `http://127.0.0.1:${steadfastPort}/api/v1`,
        STEADFAST_WEBHOOK_TOKEN: STEADFAST.webhookToken,
        SMS_PROVIDER: 'ssl_wireless',
        SMS_API_KEY: SSL_WIRELESS.apiToken,
        SMS_SENDER_ID: SSL_WIRELESS.sid,
        SMS_BASE_URL: `http://127.0.0.1:${smsPort}/api/v3`,
        // A build somewhere else than apps/web/dist, when several people test at once.
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
  ],
});
