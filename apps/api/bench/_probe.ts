import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
const sql = postgres(process.env.BENCH_DATABASE_URL!, { max: 10 });
const [s] = await sql`select id, user_id from sessions order by created_at desc limit 1`;
const [line] = await sql`select id, user_id from cart_items limit 1`;
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < 300; i++) { const st = performance.now(); await f(); t.push(performance.now() - st); }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), t[150]!.toFixed(3), t[285]!.toFixed(3));
}
const q = `select u.id, u.name, u.email, u.role, s.created_at from sessions s join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2 and s.epoch = u.session_epoch and s.ended_at is null and s.expires_at > now()`;
await time('select 1', () => sql.unsafe('select 1'));
await time('select $1', () => sql.unsafe('select $1::int', [1]));
await time('userOf unprepared', () => sql.unsafe(q, [s!.id, s!.user_id]));
await time('userOf prepared', () => sql.unsafe(q, [s!.id, s!.user_id], { prepare: true }));
await time('userOf unprepared', () => sql.unsafe(q, [s!.id, s!.user_id]));
await time('userOf prepared', () => sql.unsafe(q, [s!.id, s!.user_id], { prepare: true }));
await time('2 parallel prepared', () => Promise.all([sql.unsafe(q, [s!.id, s!.user_id], { prepare: true }),sql.unsafe(q, [s!.id, s!.user_id], { prepare: true })]));
await time('update', () => sql`update cart_items set updated_at = now() where id = ${line!.id}`);
await time('update+select in tx', () => sql.begin(async (t) => { await t`update cart_items set updated_at = now() where id = ${line!.id}`; await t`select 1`; }));
await time('update; select multi', () => sql.unsafe(`update cart_items set updated_at = now() where id = '${line!.id}'; select 1`));
await sql.end();
