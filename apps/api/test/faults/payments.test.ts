import { CURRENCY, toCentavos } from '@tabang/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { donations, donorTotals, organizations, paymentEvents } from '../../src/db/schema';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox';
import { createOrganization } from '../factories';
import { createUser, loginAs } from '../helpers';
import { type Cluster, createCluster, postgresBinDir } from './cluster';
import { killServer, SANDBOX_SECRET, type ServerProcess, startServer } from './server';

// The server is killed (SIGKILL: no shutdown, no cleanup) while 300 payments are being confirmed, then started
// again, and the gateway delivers every webhook once more, as real gateways retry the ones not acknowledged.
// Nothing may be lost and nothing counted twice: each donation completed once, every total exact.

const binDir = postgresBinDir();
if (!binDir)
  console.warn(
    '\n*** The fault tests are SKIPPED: PostgreSQL server binaries (initdb, pg_ctl) are not installed. ***\n',
  );

const PAYMENTS = 300;
const DONORS = 10;
/** The first server is killed once this many of the webhooks have been answered. */
const KILL_AFTER = 100;

type Payment = { reqId: string; userId: number; amountCentavos: number; body: string; signature: string };

/** Runs `task` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  return results;
}

/** One webhook delivery, as the gateway makes it: the HTTP status, or 0 when the connection failed. */
const deliver = (server: ServerProcess, payment: Payment) =>
  fetch(`${server.url}/api/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: payment.signature },
    body: payment.body,
    signal: AbortSignal.timeout(60_000),
  }).then(
    (response) => response.status,
    () => 0,
  );

describe.runIf(binDir)('the server killed in the middle of 300 payments', () => {
  let cluster: Cluster;
  let database: Database;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await createCluster(binDir!);
    database = openDatabase({ url: cluster.url, dataDir: '' });
    await database.migrate();
  }, 180_000);

  afterAll(async () => {
    await killServer(first, 'SIGKILL');
    await killServer(second);
    await database?.close();
    cluster?.destroy();
  }, 120_000);

  it('loses nothing and counts nothing twice once the gateway has delivered again', async () => {
    const charity = await createOrganization(database.db);
    const donors = await Promise.all(
      Array.from({ length: DONORS }, async () => {
        const user = await createUser(database.db);
        return { userId: user.userID, token: (await loginAs(database.db, user)).token };
      }),
    );
    first = await startServer({ DATABASE_URL: cluster.url });

    // The donors start their donations; each gets a checkout to pay at.
    const started = await inBatches(
      Array.from({ length: PAYMENTS }, (_, i) => i),
      25,
      async (i) => {
        const donor = donors[i % DONORS]!;
        const amount = 100 + (i % 37);
        const response = await fetch(`${first!.url}/api/post/donation/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${donor.token}` },
          body: JSON.stringify({ amount, organizationID: charity.id, eventID: null }),
        });
        expect(response.status).toBe(200);
        const { req_id } = (await response.json()) as { req_id: string };
        return { reqId: req_id, userId: donor.userId, amountCentavos: toCentavos(amount) };
      },
    );
    // All 300 are paid at the gateway, which now sends its webhooks, all at once.
    const payments: Payment[] = started.map((donation) => ({
      ...donation,
      ...buildSandboxWebhook(SANDBOX_SECRET, 'pay', { ...donation, currency: CURRENCY }, 'gcash'),
    }));
    let answered = 0;
    const killed = first;
    const firstRound = await Promise.all(
      payments.map(async (payment) => {
        const status = await deliver(killed, payment);
        answered += 1;
        if (answered === KILL_AFTER) killed.child.kill('SIGKILL');
        return status;
      }),
    );
    await killed.exited;
    // The kill came in the middle: some deliveries were acknowledged, others were cut off.
    const acknowledged = firstRound.filter((status) => status === 200).length;
    expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER - 1);
    expect(acknowledged).toBeLessThan(PAYMENTS);
    expect(firstRound.filter((status) => status === 0).length).toBeGreaterThan(0);

    // Restarted, the server gets every webhook again (a gateway resends what it is unsure of, sometimes more),
    // each one until it is acknowledged.
    second = await startServer({ DATABASE_URL: cluster.url });
    const restarted = second;
    const deadline = Date.now() + 120_000;
    await inBatches(payments, 50, async (payment) => {
      while ((await deliver(restarted, payment)) !== 200) {
        if (Date.now() > deadline) throw new Error(`webhook for ${payment.reqId} never acknowledged`);
        await new Promise((r) => setTimeout(r, 200));
      }
    });

    const reqIds = payments.map((payment) => payment.reqId);
    const rows = await database.db.select().from(donations).where(inArray(donations.reqId, reqIds));
    expect(rows).toHaveLength(PAYMENTS);
    expect(rows.filter((row) => row.status !== 'completed')).toEqual([]);
    expect(rows.filter((row) => row.needsReview)).toEqual([]);
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.donationId,
          rows.map((row) => row.id),
        ),
      );
    expect(events).toHaveLength(PAYMENTS);

    const sum = (list: Payment[]) => list.reduce((total, payment) => total + payment.amountCentavos, 0);
    const [total] = await database.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(total!.totalDonationCentavos).toBe(sum(payments));
    for (const donor of donors) {
      const own = payments.filter((payment) => payment.userId === donor.userId);
      const [totals] = await database.db
        .select()
        .from(donorTotals)
        .where(eq(donorTotals.userId, donor.userId));
      expect(totals).toMatchObject({ totalCentavos: sum(own), donationCount: own.length });
    }
  });
});
