import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@tabang/shared';
import { z } from 'zod';

/** The repository root, so relative paths mean the same thing whichever workspace runs the server. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(value),
  );

/** A comma-separated list of payment methods (`gcash,grabpay,qrph`); unset or blank is undefined. */
const methodList = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== ''
      ? value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean)
      : undefined,
  z
    .array(z.enum(PAYMENT_METHOD_IDS, { error: `must list methods among ${PAYMENT_METHOD_IDS.join(', ')}` }))
    .min(1)
    .optional(),
);

/** How long the server waits on PostgreSQL before it gives up on a connection or a statement (and answers 503). */
export type DatabaseTimeouts = {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 20_000,
  idleInTransactionTimeoutMs: 60_000,
};
/** `/api/health` answers 503 when the database has not answered `select 1` within this long. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;
/** The Retry-After of a 503 while the database is unreachable: a restart or failover takes about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
/**
 * What one server process does (TABANG_ROLE): `all` everything (one machine); `web` answers HTTP and enqueues jobs,
 * never runs them, never migrates; `worker` migrates, runs the jobs and answers only its health checks.
 */
export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];
/** The command that brings the database's schema up to date, named where a process finds it behind. */
export const MIGRATE_COMMAND = 'npm run migrate';

/** A whole number of at least `min`, `fallback` when unset. */
const count = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For entries to believe. A hop count trusts that many proxies in front of the server (1: the
 * address the load balancer appended is the client's); a list trusts exactly those proxy addresses. "true" is
 * refused: it would believe the left-most entry, which any client can write, and so beat every rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (['', '0', 'false', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (1 for one load balancer) or their addresses',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is neither a hop count nor an IP address or CIDR range`,
    });
    return z.NEVER;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  TABANG_ROLE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).default('all'),
  ),
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), 'must be an http:// or https:// URL (OTLP over HTTP)')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'xendit', 'paymongo']).optional(),
  ALLOW_SANDBOX_IN_PRODUCTION: flag,
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  SANDBOX_METHODS: methodList,
  XENDIT_METHODS: methodList,
  XENDIT_AUTO_CHARGE_METHODS: methodList,
  PAYMONGO_METHODS: methodList,
  PAYMONGO_AUTO_CHARGE_METHODS: methodList,
  TAX_DETAILS_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
      if (key.length === 32) return key;
      ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes, as 64 hex digits or base64' });
      return z.NEVER;
    }),
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_CALLBACK_TOKEN: z.string().optional(),
  XENDIT_BASE_URL: z.string().url().default('https://api.xendit.co'),
  PAYMONGO_SECRET_KEY: z.string().optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().optional(),
  PAYMONGO_BASE_URL: z.string().url().default('https://api.paymongo.com'),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tabang <no-reply@tabang.ph>'),
  SEMAPHORE_API_KEY: z.string().optional(),
  SEMAPHORE_SENDER_NAME: z.string().optional(),
  SEMAPHORE_URL: z.string().url().default('https://api.semaphore.co'),
  TRUST_PROXY: trustProxy,
  DEMO_SEED: flag,
  RATE_LIMIT: flag,
  PUBLIC_CACHE: flag,
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionTimeoutMs),
  DATABASE_STARTUP_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().positive().default(1_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  RATE_LIMIT_MAX: count(1000, 1),
  RATE_LIMIT_SIGNUP: count(30, 1),
  RATE_LIMIT_LOGIN: count(300, 1),
  RATE_LIMIT_PASSWORD_RESET: count(300, 1),
  RATE_LIMIT_FORGOT_PASSWORD: count(20, 1),
  RATE_LIMIT_PASSWORD_CHECKS: count(20, 1),
  RATE_LIMIT_UPLOADS: count(20, 1),
  CHARITIES_PER_DAY: count(5),
  EVENTS_PER_DAY: count(30),
  IMAGE_WORKERS: count(1, 1),
  IMAGE_QUEUE_LENGTH: count(8),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(300),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** What this process does (ROLES); `web` and `worker` need PostgreSQL. */
  role: Role;
  host: string;
  port: number;
  logLevel: string;
  /**
   * Where the Prometheus metrics are served (GET /metrics), on a listener of their own; off when `port` is
   * undefined. The host defaults to loopback: metrics are for the operator's network, never the public.
   */
  metrics: { host: string; port: number | undefined };
  /** Where OpenTelemetry traces go (OTLP over HTTP); off when undefined. The preload src/tracing.ts reads it too. */
  tracing: { endpoint: string | undefined };
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  webDistDir: string;
  payments: {
    provider: 'sandbox' | 'xendit' | 'paymongo';
    sandboxWebhookSecret: string;
    /**
     * The methods each gateway offers donors: those activated on the merchant account (unset: the driver's
     * defaults), so a channel that is not activated never fails every donation.
     */
    sandboxMethods?: readonly PaymentMethodId[];
    xendit: {
      secretKey?: string;
      callbackToken?: string;
      baseUrl: string;
      methods?: readonly PaymentMethodId[];
      /**
       * The methods whose monthly plans are charged without the payer (cards, Maya): merchant-initiated charges
       * must be enabled on the account first, so none unless listed.
       */
      autoChargeMethods?: readonly PaymentMethodId[];
    };
    paymongo: {
      secretKey?: string;
      webhookSecret?: string;
      baseUrl: string;
      methods?: readonly PaymentMethodId[];
      /**
       * The methods charged each month without the payer (PayMongo's on-demand subscriptions, which the account must
       * have enabled); unset: none, and monthly plans are reminded.
       */
      autoChargeMethods?: readonly PaymentMethodId[];
    };
  };
  storage: {
    kind: 'disk' | 's3';
    s3: {
      bucket?: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  redisUrl: string | undefined;
  /**
   * The AES-256 key that seals donors' tax details (lib/sealed.ts). Required in production; elsewhere a fixed
   * development key, so a local database keeps opening across restarts (and is no secret).
   */
  taxDetailsKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Text messages (SMS) through Semaphore, the Philippine gateway: without an API key they are written to the log
   * instead, as emails are without SMTP_URL. The sender name is one approved on the account (Semaphore's default
   * when absent); the URL is the API's origin (a local fake in tests).
   */
  texts: { apiKey: string | undefined; senderName: string | undefined; url: string };
  /** Off, a number of proxy hops to trust, or the addresses of the trusted proxies. */
  trustProxy: false | number | string[];
  /**
   * Seed demo data into an empty database. On by default only for the embedded database outside production: a
   * production server seeds only when DEMO_SEED=1 says so, and then with random demo passwords.
   */
  demoSeed: boolean;
  /** Rate limits on; tests turn them off except where they test them. */
  rateLimit: boolean;
  /**
   * Public answers kept in memory (plugins/public-cache.ts). Off, every public read is computed, as it is while a
   * server is unsure it heard every change: for measuring that path, and for ruling the cache out in a diagnosis.
   */
  publicCache: boolean;
  database: DatabaseTimeouts & {
    /** At start-up, how long to keep retrying an unreachable database before giving up. */
    startupWaitMs: number;
  };
  /** Limits on slow or idle clients, so none can hold a connection open forever. */
  http: {
    /** The whole request, headers and body, must arrive within this long (else 408). */
    requestTimeoutMs: number;
    /** A socket with no traffic at all for this long is closed. */
    connectionTimeoutMs: number;
    /** An idle keep-alive connection is closed after this long; above a load balancer's 60 s idle timeout. */
    keepAliveTimeoutMs: number;
    maxRequestsPerSocket: number;
  };
  /** On SIGTERM or SIGINT (server.ts; docs/operations.md, "Health checks and draining"). */
  shutdown: {
    /**
     * How long the server reports not-ready while still serving, before it stops taking connections: long enough
     * for the load balancer's health check to see it (its interval × fall count). 0 outside production.
     */
    delayMs: number;
    /** Then how long open requests may take to finish before the process gives up on them and exits with 1. */
    timeoutMs: number;
  };
  /**
   * Requests per minute: per client (the account when signed in, else the address); sign-ups, sign-ins, reset
   * links followed and password-reset emails asked for, per address; password checks of the signed in (a password
   * change, deleting the account) and uploads, per account. Charities and events added per account in 24 hours
   * (0: no limit; admins are exempt). Every limit the server applies is in docs/operations.md ("Limits").
   */
  limits: {
    perClient: number;
    signUpPerAddress: number;
    /**
     * Sign-in attempts from one address, whoever they are for. High, as a venue's Wi-Fi, a school or a carrier's
     * NAT puts hundreds behind one address; guessing is stopped per account by `login` below, not by this.
     */
    loginPerAddress: number;
    /** Reset links followed (checked or used) from one address; the links themselves are unguessable. */
    passwordResetPerAddress: number;
    /** Reset emails asked for from one address: each can mail anyone's account, so this stays low. */
    forgotPasswordPerAddress: number;
    /** A password change and deleting the account, per signed-in account (a wrong password is a failed login too). */
    passwordChecksPerAccount: number;
    uploadsPerAccount: number;
    charitiesPerDay: number;
    eventsPerDay: number;
  };
  /** Image decoding: how many run at once, and how many more may wait before uploads are refused (503). */
  images: { workers: number; queueLength: number };
  /** Failed-login throttling; it stays on when the request rate limits are off. */
  login: {
    /** Free failures per account before delays start; also the hard limit for one address on one account. */
    failuresPerAccount: number;
    /** Failures from one address across all accounts: a high ceiling, as many people can share an address. */
    failuresPerAddress: number;
    windowMs: number;
    /** The longest delay an account's failures impose on everyone trying it. */
    maxDelayMs: number;
  };
};

/** Outside production only: anyone can read this key here, so it protects nothing but test and demo data. */
const DEVELOPMENT_TAX_DETAILS_KEY = createHash('sha256')
  .update('tabang development tax details key')
  .digest();

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Reads and validates every environment variable once. Throws with a readable list when something is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    role: e.TABANG_ROLE,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT },
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      // A per-process secret is enough for the sandbox: its webhooks come from this same server.
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      sandboxMethods: e.SANDBOX_METHODS,
      xendit: {
        secretKey: e.XENDIT_SECRET_KEY,
        callbackToken: e.XENDIT_CALLBACK_TOKEN,
        baseUrl: e.XENDIT_BASE_URL,
        methods: e.XENDIT_METHODS,
        autoChargeMethods: e.XENDIT_AUTO_CHARGE_METHODS,
      },
      paymongo: {
        secretKey: e.PAYMONGO_SECRET_KEY,
        webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
        baseUrl: e.PAYMONGO_BASE_URL,
        methods: e.PAYMONGO_METHODS,
        autoChargeMethods: e.PAYMONGO_AUTO_CHARGE_METHODS,
      },
    },
    storage: {
      kind: e.STORAGE,
      s3: {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    redisUrl: e.REDIS_URL,
    taxDetailsKey: e.TAX_DETAILS_KEY ?? DEVELOPMENT_TAX_DETAILS_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    texts: {
      apiKey: e.SEMAPHORE_API_KEY || undefined,
      senderName: e.SEMAPHORE_SENDER_NAME || undefined,
      url: e.SEMAPHORE_URL.replace(/\/$/, ''),
    },
    trustProxy: e.TRUST_PROXY,
    demoSeed: e.DEMO_SEED ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    rateLimit: e.RATE_LIMIT ?? true,
    publicCache: e.PUBLIC_CACHE ?? true,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupWaitMs: e.DATABASE_STARTUP_WAIT_MS,
    },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    },
    shutdown: {
      delayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    limits: {
      perClient: e.RATE_LIMIT_MAX,
      signUpPerAddress: e.RATE_LIMIT_SIGNUP,
      loginPerAddress: e.RATE_LIMIT_LOGIN,
      passwordResetPerAddress: e.RATE_LIMIT_PASSWORD_RESET,
      forgotPasswordPerAddress: e.RATE_LIMIT_FORGOT_PASSWORD,
      passwordChecksPerAccount: e.RATE_LIMIT_PASSWORD_CHECKS,
      uploadsPerAccount: e.RATE_LIMIT_UPLOADS,
      charitiesPerDay: e.CHARITIES_PER_DAY,
      eventsPerDay: e.EVENTS_PER_DAY,
    },
    images: { workers: e.IMAGE_WORKERS, queueLength: e.IMAGE_QUEUE_LENGTH },
    login: {
      failuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      maxDelayMs: e.LOGIN_DELAY_MAX_SECONDS * 1000,
    },
    ...overrides,
  };
  if (
    config.payments.provider === 'xendit' &&
    !(config.payments.xendit.secretKey && config.payments.xendit.callbackToken)
  )
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN',
    );
  if (
    config.payments.provider === 'paymongo' &&
    !(config.payments.paymongo.secretKey && config.payments.paymongo.webhookSecret)
  )
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
    );
  // The sandbox lets anyone mark their own donations paid: production never falls into it, and takes it only with
  // an explicit permission meant for staging servers.
  if (config.env === 'production' && !e.PAYMENT_PROVIDER)
    throw new Error('Invalid configuration: NODE_ENV=production needs PAYMENT_PROVIDER (xendit or paymongo)');
  if (config.env === 'production' && config.payments.provider === 'sandbox' && !e.ALLOW_SANDBOX_IN_PRODUCTION)
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=sandbox takes pretend payments; in production it also needs ' +
        'ALLOW_SANDBOX_IN_PRODUCTION=1 (for a staging server)',
    );
  // Without SMTP a reset link would only be written to the log, where it does not belong on a live server.
  if (config.env === 'production' && !config.smtpUrl)
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs SMTP_URL, so password reset links are emailed instead of logged',
    );
  // A known key would open every donor's TIN.
  if (config.env === 'production' && !e.TAX_DETAILS_KEY)
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs TAX_DETAILS_KEY (32 random bytes as 64 hex digits or ' +
        "base64: openssl rand -hex 32), the key that seals donors' tax details",
    );
  // The embedded database belongs to one process, which then does everything.
  if (config.role !== 'all' && !config.databaseUrl)
    throw new Error(
      `Invalid configuration: TABANG_ROLE=${config.role} needs DATABASE_URL (PostgreSQL shared by the web and ` +
        'worker processes); on the embedded database one process does everything (TABANG_ROLE=all)',
    );
  if (config.storage.kind === 's3' && !config.storage.s3.bucket)
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  return config;
}
