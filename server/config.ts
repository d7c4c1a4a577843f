import path from 'node:path';
import { EVENT_HEARTBEAT_MS } from '../contract/events';
import { DEFAULT_CURRENCY, DELIVERY_VALUE_MAX, isCurrencyCode } from '../contract/money';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: connections in each instance's pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  adminName: string;
  adminPassword: string | null;
  jwtSecret: string | null;
  lowStockThreshold: number;
  tlsCertFile: string | null;
  tlsKeyFile: string | null;
  /** Folder of the built PWA served on the same origin; null serves a plain page. */
  webRoot: string | null;
  logLevel: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty:
   * none, the socket's address is the client's (login limits count per address).
   */
  trustProxy: string[];
  /** Periodic SQLite backups go here (null: none); every backupEveryHours, the newest backupKeep kept. */
  backupDir: string | null;
  backupEveryHours: number;
  backupKeep: number;
  /** The live event stream's comment heartbeat (design: Live updates). */
  eventHeartbeatMs: number;
  /** Live event streams open at once on this instance (EVENT_STREAMS_MAX): each holds a socket. */
  eventStreamsMax: number;
  /** Live event streams one user may hold open on this instance (EVENT_STREAMS_PER_USER). */
  eventStreamsPerUser: number;
  /** ISO 4217 code of the installation's one currency (design: Valuation). */
  currency: string;
  /**
   * PO_APPROVAL_LIMIT, in `currency` units: a purchase order whose Total exceeds it, sent by
   * anyone but an Administrator, waits for approval (design: Activity log and approvals); null:
   * no approvals.
   */
  poApprovalLimit: number | null;
}

/**
 * Streams per instance unless EVENT_STREAMS_MAX says otherwise: each is an open socket, so this
 * stays well under a process's usual open-file limit (1,024) and leaves room for everything else.
 */
export const DEFAULT_EVENT_STREAMS_MAX = 300;
/** A user's devices (the app's tabs share one stream per device): phone, tablet, desktop… */
export const DEFAULT_EVENT_STREAMS_PER_USER = 4;

/** PostgreSQL connections per instance (pg's own default); DATABASE_POOL_SIZE sets another. */
export const DEFAULT_POOL_SIZE = 10;

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number, got "${value}"`);
  return parsed;
}

function textFrom(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function currencyFrom(value: string | undefined): string {
  const code = textFrom(value)?.trim().toUpperCase() ?? DEFAULT_CURRENCY;
  if (!isCurrencyCode(code)) {
    throw new Error(`CURRENCY must be an ISO 4217 currency code such as EUR, got "${value ?? ''}"`);
  }
  return code;
}

/** An amount in currency units, at most 4 decimals (money is stored in ten-thousandths). */
function amountFrom(value: string | undefined, name: string): number | null {
  const text = textFrom(value)?.trim();
  if (text === undefined) return null;
  if (!/^\d+(\.\d{1,4})?$/.test(text) || Number(text) > DELIVERY_VALUE_MAX) {
    throw new Error(
      `${name} must be an amount from 0 to ${DELIVERY_VALUE_MAX} with at most 4 decimals, got "${value ?? ''}"`,
    );
  }
  return Number(text);
}

/** Reads the environment the README documents; bad values stop the start with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const backupDir = textFrom(env.BACKUP_DIR);
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    host: textFrom(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(textFrom(env.DATA_DIR) ?? './data'),
    databaseUrl: textFrom(env.DATABASE_URL),
    databasePoolSize: Math.max(
      1,
      Math.floor(numberFrom(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'DATABASE_POOL_SIZE')),
    ),
    adminName: textFrom(env.ADMIN_NAME) ?? 'admin',
    adminPassword: textFrom(env.ADMIN_PASSWORD),
    jwtSecret: textFrom(env.JWT_SECRET),
    lowStockThreshold: numberFrom(env.LOW_STOCK_THRESHOLD, 10, 'LOW_STOCK_THRESHOLD'),
    tlsCertFile: textFrom(env.TLS_CERT_FILE),
    tlsKeyFile: textFrom(env.TLS_KEY_FILE),
    webRoot: path.resolve(textFrom(env.WEB_ROOT) ?? './dist'),
    logLevel: textFrom(env.LOG_LEVEL) ?? 'info',
    trustProxy: listFrom(env.TRUST_PROXY),
    backupDir: backupDir ? path.resolve(backupDir) : null,
    backupEveryHours: numberFrom(env.BACKUP_EVERY_HOURS, 24, 'BACKUP_EVERY_HOURS'),
    backupKeep: Math.max(1, Math.floor(numberFrom(env.BACKUP_KEEP, 7, 'BACKUP_KEEP'))),
    eventHeartbeatMs: numberFrom(
      env.EVENTS_HEARTBEAT_MS,
      EVENT_HEARTBEAT_MS,
      'EVENTS_HEARTBEAT_MS',
    ),
    eventStreamsMax: Math.max(
      1,
      Math.floor(numberFrom(env.EVENT_STREAMS_MAX, DEFAULT_EVENT_STREAMS_MAX, 'EVENT_STREAMS_MAX')),
    ),
    eventStreamsPerUser: Math.max(
      1,
      Math.floor(
        numberFrom(
          env.EVENT_STREAMS_PER_USER,
          DEFAULT_EVENT_STREAMS_PER_USER,
          'EVENT_STREAMS_PER_USER',
        ),
      ),
    ),
    currency: currencyFrom(env.CURRENCY),
    poApprovalLimit: amountFrom(env.PO_APPROVAL_LIMIT, 'PO_APPROVAL_LIMIT'),
  };
}
