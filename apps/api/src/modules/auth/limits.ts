import type { Config } from '../../config';
import { TooManyRequests } from '../../errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';

type Counter = { key: string; limit: number };

/** How long an address the owner signed in from (or reset the password from) stays theirs. */
const OWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Reset mails an account is sent per window when asked from addresses it has not signed in from:
 * enough for an owner on a new phone, too few to make the shop a mail bomb. Requests over it are
 * answered as usual (nobody learns anything) but send nothing; the owner's own addresses are spared.
 */
export const RESET_MAILS_PER_ACCOUNT = 10;

/** An attempt let through: `refund` takes it back off every counter it was counted on. */
export type Admission = { refund(): Promise<void> };

export type AccountLimits = ReturnType<typeof createAccountLimits>;

/**
 * Who an address is, for counting: an IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber usually holds a whole /64, and would otherwise have billions of fresh allowances).
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The limits on guessing and on mail sent for accounts. An attempt is counted before any password
 * is checked, each count one atomic step: first on the caller's address, which refuses a flood
 * before it touches any other counter, then on its other counters at once. Over any limit the
 * attempt is taken back and refused, so parallel guesses cannot pass a limit, and a refused attempt
 * costs the caller nothing.
 */
export function createAccountLimits(store: RateLimitStore, limits: Config['auth']['attempts']) {
  const { windowMs } = limits;

  async function count(counters: Counter[]): Promise<() => Promise<void>> {
    const hits = await Promise.all(counters.map(({ key }) => store.hit(key, windowMs)));
    const refund = async () => {
      await Promise.all(counters.map(({ key }) => store.undo(key)));
    };
    const over = hits.filter((hit, index) => hit.count > (counters[index]?.limit ?? 0));
    if (over.length > 0) {
      await refund();
      throw new TooManyRequests(Math.max(...over.map((hit) => hit.resetInMs)));
    }
    return refund;
  }

  async function admit([first, ...rest]: Counter[]): Promise<Admission> {
    const refundFirst = first ? await count([first]) : async () => {};
    let refundRest: () => Promise<void>;
    try {
      refundRest = await count(rest);
    } catch (error) {
      await refundFirst();
      throw error;
    }
    return { refund: () => Promise.all([refundFirst(), refundRest()]).then(() => undefined) };
  }

  const address = (ip: string): Counter => ({ key: `ip:${addressKey(ip)}`, limit: limits.perIp });
  const ownAddress = (account: string, ip: string) => `signed-in-from:${account}:${addressKey(ip)}`;

  return {
    /**
     * A password guess at `email` from `ip`: limited per address, per account from that address
     * (so an attacker elsewhere cannot lock the owner out) and per account overall (a ceiling on
     * guesses spread over many addresses), which spares the addresses the account signed in from
     * in the last 30 days: guesses from elsewhere never lock the owner out at home. A sign-in that
     * succeeds is refunded.
     */
    async signIn(email: string, ip: string) {
      const account = email.toLowerCase();
      const fromHere = `account-from:${account}:${addressKey(ip)}`;
      const counters = [address(ip), { key: fromHere, limit: limits.perAccountFromAddress }];
      if (!(await store.has(ownAddress(account, ip))))
        counters.push({ key: `account:${account}`, limit: limits.perAccount });
      const admission = await admit(counters);
      return {
        refund: admission.refund,
        /** The owner proved the password from here: their earlier typos from this address are forgotten. */
        async succeeded() {
          await admission.refund();
          await store.clear(fromHere);
          await store.mark(ownAddress(account, ip), OWN_ADDRESS_MS);
        },
      };
    },
    /** A new account from `ip`: every sign-up counts, as each one sends a mail. */
    signUp: (ip: string) => admit([address(ip)]),
    /** A change of email asked by `userId`: counted however it ends, as a 409 tells which emails are taken. */
    emailChange: (userId: string, ip: string) =>
      admit([address(ip), { key: `email-change:${userId}`, limit: limits.perAccountFromAddress }]),
    /**
     * A password reset asked for `email` from `ip`, counted per address and per account from that
     * address: requests from other addresses never refuse the owner's.
     */
    passwordReset: (email: string, ip: string) =>
      admit([
        address(ip),
        { key: `reset:${email.toLowerCase()}:${addressKey(ip)}`, limit: limits.perAccountFromAddress },
      ]),
    /** Whether a reset asked from `ip` may be mailed: always from the owner's own addresses (see RESET_MAILS_PER_ACCOUNT). */
    async resetMailAllowed(email: string, ip: string): Promise<boolean> {
      const account = email.toLowerCase();
      if (await store.has(ownAddress(account, ip))) return true;
      const { count } = await store.hit(`reset-mail:${account}`, windowMs);
      return count <= RESET_MAILS_PER_ACCOUNT;
    },
    /**
     * A new password set from `ip`: the guesses counted against the account are over, and the
     * address proved it is the owner's.
     */
    async passwordChanged(email: string, ip: string) {
      const account = email.toLowerCase();
      await store.clear(`account:${account}`);
      await store.mark(ownAddress(account, ip), OWN_ADDRESS_MS);
    },
    /** Another verification mail for `userId`. */
    verificationResend: (userId: string) =>
      admit([{ key: `verify-resend:${userId}`, limit: limits.perAccountFromAddress }]),
  };
}
