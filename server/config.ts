import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
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
}

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

/** Reads the environment the README documents; bad values stop the start with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    host: textFrom(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(textFrom(env.DATA_DIR) ?? './data'),
    databaseUrl: textFrom(env.DATABASE_URL),
    adminName: textFrom(env.ADMIN_NAME) ?? 'admin',
    adminPassword: textFrom(env.ADMIN_PASSWORD),
    jwtSecret: textFrom(env.JWT_SECRET),
    lowStockThreshold: numberFrom(env.LOW_STOCK_THRESHOLD, 10, 'LOW_STOCK_THRESHOLD'),
    tlsCertFile: textFrom(env.TLS_CERT_FILE),
    tlsKeyFile: textFrom(env.TLS_KEY_FILE),
    webRoot: path.resolve(textFrom(env.WEB_ROOT) ?? './dist'),
    logLevel: textFrom(env.LOG_LEVEL) ?? 'info',
    trustProxy: listFrom(env.TRUST_PROXY),
  };
}
