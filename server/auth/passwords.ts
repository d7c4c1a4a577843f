import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's password storage guidance (2025) lists N=2^17, r=8, p=1 and equivalents of the same
 * strength; N=2^14, r=8, p=5 is one of them and needs 16 MiB per hash instead of 128 MiB, which
 * a small server signing in several tablets at once can afford.
 */
const COST: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };
/** Hashes stored before the cost was written into them: `scrypt$salt$key`. */
const LEGACY_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/**
 * Hashes at once at most: scrypt runs on libuv's pool (4 threads by default), which file and
 * DNS work share; 32 parallel logins must not take all of it nor 32 × 16 MiB (design: Limits).
 */
export const HASH_CONCURRENCY = 2;
let hashing = 0;
/**
 * Hashes one address runs at once at most: a flood from one address keeps a slot free for
 * everyone else, so a sign-in from elsewhere starts its hash at once (issue 32, row 14).
 */
export const HASHES_PER_ADDRESS = Math.max(1, HASH_CONCURRENCY - 1);

interface Lane {
  /** Hashes of this lane waiting for a slot; each is started with its slot already taken. */
  waiting: (() => void)[];
  running: number;
  /** When this lane last took a slot (a count of slots taken); 0 for a lane never served. */
  servedAt: number;
}

/**
 * Hashes by lane (a login's address). Lanes take turns, least recently served first, a new lane
 * before every lane already served, so a flood from one address (or eight new users) queues
 * behind itself, never in front of a sign-in that just came.
 */
const lanes = new Map<string, Lane>();
let slotsTaken = 0;
/** The most hashes that ran at once since the start (tests/api/login-limits.test.ts). */
export const hashStats = { peak: 0 };

/** Hashes waiting for a slot now, in every lane (tests/api/login-flood.test.ts). */
export function waitingHashes(): number {
  let waiting = 0;
  for (const lane of lanes.values()) waiting += lane.waiting.length;
  return waiting;
}

/** Lane of the hashes no login waits for (new users, password changes): not capped. */
const SERVER_LANE = '';

function mayStart(name: string, lane: Lane): boolean {
  const cap = name === SERVER_LANE ? HASH_CONCURRENCY : HASHES_PER_ADDRESS;
  return hashing < HASH_CONCURRENCY && lane.running < cap;
}

function take(lane: Lane): void {
  slotsTaken += 1;
  lane.servedAt = slotsTaken;
  lane.running += 1;
  hashing += 1;
  hashStats.peak = Math.max(hashStats.peak, hashing);
}

/** Starts the next waiting hash that may start, from the lane served longest ago. */
function startNext(): void {
  let chosen: [string, Lane] | undefined;
  for (const [name, lane] of lanes) {
    if (lane.waiting.length === 0 || !mayStart(name, lane)) continue;
    if (!chosen || lane.servedAt < chosen[1].servedAt) chosen = [name, lane];
  }
  if (!chosen) return;
  const lane = chosen[1];
  const next = lane.waiting.shift();
  if (!next) return;
  // The slot is taken here, before the waiter runs: a newcomer cannot slip in between.
  take(lane);
  next();
}

async function withHashSlot<T>(name: string, work: () => Promise<T>): Promise<T> {
  let lane = lanes.get(name);
  if (!lane) {
    lane = { waiting: [], running: 0, servedAt: 0 };
    lanes.set(name, lane);
  }
  if (mayStart(name, lane)) take(lane);
  else await new Promise<void>((resolve) => lane.waiting.push(resolve));
  try {
    return await work();
  } finally {
    lane.running -= 1;
    hashing -= 1;
    if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(name);
    startNext();
  }
}

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  lane = SERVER_LANE,
): Promise<Buffer> {
  // 128 * N * r bytes, plus headroom: Node refuses anything over maxmem (32 MiB by default).
  const maxmem = 256 * cost.N * cost.r;
  // Asynchronous scrypt: off the event loop, on the pool, HASH_CONCURRENCY at a time.
  return withHashSlot(
    lane,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function formatCost(cost: ScryptCost): string {
  return `N=${cost.N},r=${cost.r},p=${cost.p}`;
}

/** Reads `N=…,r=…,p=…`; null for anything else, or a cost this server would not spend. */
function parseCost(text: string): ScryptCost | null {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(text);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { N, r, p };
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt' || (parts.length !== 3 && parts.length !== 4)) return null;
  const legacy = parts.length === 3;
  const cost = legacy ? LEGACY_COST : parseCost(parts[1] ?? '');
  const [saltHex, keyHex] = legacy ? parts.slice(1) : parts.slice(2);
  if (!cost || !saltHex || !keyHex) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

/** Stored as scrypt$N=…,r=…,p=…$<salt hex>$<key hex>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${formatCost(COST)}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** lane: whose turn the hash waits for (a login's address); see withHashSlot. */
export async function verifyPassword(
  password: string,
  stored: string,
  lane?: string,
): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, lane);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** True for a hash made at a lower cost than today's: a successful login stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  return !parsed || formatCost(parsed.cost) !== formatCost(COST);
}

/** A password a person can type once from the console: 16 url-safe characters. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
