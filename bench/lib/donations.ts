/**
 * Donations end to end, as the browser does them: signed-in donors (sessions from the generator) create a
 * donation, open the sandbox checkout page, press "pay" (the sandbox then delivers its signed webhook, which
 * completes the donation and moves the totals), and land on the result page, which asks for the status.
 * Counts the donations that came back completed per second; bench/check-totals.ts checks the money afterwards.
 * The same donors load the server during "reads while donating" (bench/lib/under-writes.ts).
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import { cpuShares, readCpu } from './cpu';
import { get, local } from './http';
import { log } from './log';
import type { Dataset, DonationResult } from './results';
import type { Server } from './server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  agent: http.Agent,
  method: string,
  url: string,
  headers: http.OutgoingHttpHeaders,
  body?: string,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = http.request(local(url), { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', fail);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

/** What the phases completed, for bench/check-totals.ts: req_id → centavos. */
export interface CompletedLedger {
  completed: { reqId: string; centavos: number }[];
}

/** Signed-in donors giving in a loop, started by startDonors, until stopped. */
export interface Donors {
  /** Gifts that came back completed between two `performance.now()` instants. */
  completedBetween(from: number, to: number): number;
  /** Ends the loop (each donor finishes the donation in hand) and sums up what it did. */
  stop(): Promise<Omit<DonationResult, 'totals'>>;
}

/**
 * Starts `config.donors` signed-in donors giving in a loop until `stop()`: the donation phase, and the load of
 * "reads while donating". Every completed gift goes into `ledger` (one ledger for the whole pass, so the money
 * check covers every phase). With `perSecond`, the donors together start at most that many gifts a second (a
 * campaign's rate); without, each starts its next gift as soon as the last is done.
 */
export async function startDonors(
  config: BenchConfig,
  server: Server,
  dataset: Dataset,
  ledger: CompletedLedger,
  perSecond?: number,
): Promise<Donors> {
  if (dataset.sessions.length === 0) throw new Error('The data set has no sessions: regenerate it');
  // The charities a donor can give to: the verified ones of the public list's first 100 (it also shows charities
  // pending verification, which refuse gifts), so donations spread over many rows.
  const list = await get(`${server.base}/api/get/organizations?limit=100`);
  const charities = (JSON.parse(list.body.toString()) as { organizationID: number; verified: boolean }[])
    .filter((c) => c.verified)
    .map((c) => c.organizationID);
  if (charities.length === 0) throw new Error('No public charity to donate to');
  // Every other gift goes to an event, as a campaign's do: one of the first 100 upcoming events of a verified charity
  // that takes gifts now (its permit valid or none) and starts after the pass will have ended, so none closes meanwhile.
  const eventList = await get(`${server.base}/api/get/events/all/upcoming?limit=100`);
  const laterThanThePass = Date.now() + 60 * 60 * 1000;
  const events = (
    JSON.parse(eventList.body.toString()) as {
      eventID: number;
      organizationID: number;
      organizationVerified: boolean;
      dateAndTimeStart: string;
      permit: { valid: boolean } | null;
    }[]
  )
    .filter(
      (e) =>
        e.organizationVerified &&
        (e.permit === null || e.permit.valid) &&
        Date.parse(e.dateAndTimeStart) > laterThanThePass,
    )
    .map((e) => ({ organizationID: e.organizationID, eventID: e.eventID }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.donors * 2 });
  const steps = {
    create: [] as number[],
    checkout: [] as number[],
    pay: [] as number[],
    status: [] as number[],
  };
  const whole: number[] = [];
  /** When each gift came back completed (performance.now()), in order. */
  const completedAt: number[] = [];
  let completed = 0;
  let incomplete = 0;
  let errors = 0;
  let firstError: string | null = null;
  let counter = 0;
  let stopping = false;
  const started = performance.now();
  const timed = async <T>(into: number[], work: () => Promise<T>) => {
    const t0 = performance.now();
    const result = await work();
    into.push(performance.now() - t0);
    return result;
  };
  const expect = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
  };

  const donor = async (index: number) => {
    const session = dataset.sessions[index % dataset.sessions.length]!;
    const auth = { authorization: `Bearer ${session.token}` };
    while (!stopping) {
      const n = counter++;
      if (perSecond) {
        const due = started + (n * 1000) / perSecond - performance.now();
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        if (stopping) break;
      }
      // 100.00 to 999.50 pesos, with centavos, so rounding would show in the totals.
      const centavos = (100 + (n % 900)) * 100 + (n % 2) * 50;
      const target =
        n % 2 === 1 && events.length > 0
          ? events[Math.floor(n / 2) % events.length]!
          : { organizationID: charities[n % charities.length]! };
      const t0 = performance.now();
      try {
        const created = await timed(steps.create, () =>
          request(
            agent,
            'POST',
            `${server.base}/api/post/donation/create`,
            { ...auth, 'content-type': 'application/json' },
            JSON.stringify({ ...target, amount: centavos / 100 }),
          ),
        );
        expect(created, 200, 'create');
        const { req_id: reqId, checkout_url: checkoutUrl } = JSON.parse(created.body) as {
          req_id: string;
          checkout_url: string;
        };
        const checkoutPath = new URL(checkoutUrl).pathname;
        const page = await timed(steps.checkout, () =>
          request(agent, 'GET', `${server.base}${checkoutPath}`, {}),
        );
        expect(page, 200, 'checkout page');
        // The page's form: a plain urlencoded POST from the page's own origin, answered with a redirect.
        const paid = await timed(steps.pay, () =>
          request(
            agent,
            'POST',
            `${server.base}${checkoutPath}/pay`,
            { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
            'method=gcash',
          ),
        );
        expect(paid, 303, 'pay');
        const status = await timed(steps.status, () =>
          request(
            agent,
            'GET',
            `${server.base}/api/post/donation/success?req_id=${encodeURIComponent(reqId)}`,
            auth,
          ),
        );
        expect(status, 200, 'status');
        if ((JSON.parse(status.body) as { status: string }).status === 'completed') {
          ledger.completed.push({ reqId, centavos });
          completed += 1;
          const now = performance.now();
          completedAt.push(now);
          whole.push(now - t0);
        } else incomplete += 1;
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };

  const running = Promise.all(Array.from({ length: config.donors }, (_, i) => donor(i)));
  return {
    completedBetween: (from, to) => completedAt.filter((t) => t >= from && t < to).length,
    async stop() {
      stopping = true;
      await running;
      agent.destroy();
      const seconds = (performance.now() - started) / 1000;
      return {
        donors: config.donors,
        seconds,
        completed,
        perSecond: completed / seconds,
        incomplete,
        errors,
        firstError,
        p50: percentile(whole, 50),
        p99: percentile(whole, 99),
        steps: Object.entries(steps).map(([name, values]) => ({
          name,
          p50: percentile(values, 50),
          p99: percentile(values, 99),
        })),
      };
    },
  };
}

/** The donation phase: the donors alone for `config.donationSeconds`. */
export async function measureDonations(
  config: BenchConfig,
  server: Server,
  dataset: Dataset,
  ledger: CompletedLedger,
): Promise<Omit<DonationResult, 'totals'>> {
  const donors = await startDonors(config, server, dataset, ledger);
  const before = readCpu(server.pid);
  await new Promise((done) => setTimeout(done, config.donationSeconds * 1000));
  const after = readCpu(server.pid);
  const stopped = await donors.stop();
  // The gifts completed between the two readings (the donors started before, and finish the gift in hand after).
  const gifts = donors.completedBetween(before?.at ?? 0, after?.at ?? 0);
  const result = { ...stopped, cpuPerGift: cpuShares(before, after, gifts, availableParallelism()) };
  log(
    `donations: ${result.completed} completed in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(0)}/s ` +
      `(${config.donors} donors; whole donation p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms; ` +
      `${result.incomplete} not completed, ${result.errors} errors${result.firstError ? `, first: ${result.firstError}` : ''})`,
  );
  const cpu = result.cpuPerGift;
  if (cpu)
    log(
      `CPU per gift: server ${cpu.process.toFixed(1)} ms, donors ${cpu.bench.toFixed(1)} ms, the rest ` +
        `${cpu.rest.toFixed(1)} ms; machine ${cpu.machineBusyPercent.toFixed(0)} % busy`,
    );
  return result;
}

/** Writes the pass's ledger where bench/check-totals.ts reads it. */
export function writeLedger(dataDir: string, ledger: CompletedLedger): void {
  writeFileSync(join(dataDir, 'donations-ledger.json'), JSON.stringify(ledger));
}
