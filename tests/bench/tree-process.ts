/**
 * A bench's server in a process of its own, run by one tree (issue 34's before and after): the
 * script prints one JSON line when it is ready, then serves until SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface TreeProcess<T> {
  child: ChildProcess;
  ready: T;
}

/**
 * Starts `node [nodeArgs] --import tsx script` in `cwd` and waits for its first line that is a
 * JSON object; lines before it (a build's progress) go to stderr.
 */
export async function startTreeProcess<T>(
  script: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] },
): Promise<TreeProcess<T>> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(line);
      else console.error(line);
    });
    child.once('exit', (code) =>
      reject(new Error(`${options.cwd}: ${script} exited with ${code}`)),
    );
  });
  return { child, ready: JSON.parse(first) as T };
}

export async function stopTreeProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Issue 34's benches: the tree before sites and this one. */
export type Side = 'before' | 'after';

/**
 * `rounds` rounds of `measure` on each side, one side at a time, in ABBA order (before first in
 * even rounds), so a machine getting busier or quieter weighs on both alike. Prints one line a
 * round (`heading`, then each side's `describe`); answers every side's figures in order.
 */
export async function abbaRounds<T>(
  rounds: number,
  measure: (side: Side) => Promise<T>,
  describe: (side: Side, figure: T) => string,
  heading: (round: number) => string = (round) => `round ${round + 1}`,
): Promise<Record<Side, T[]>> {
  const figures: Record<Side, T[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order: Side[] = round % 2 ? ['after', 'before'] : ['before', 'after'];
    const line: string[] = [];
    for (const side of order) {
      const figure = await measure(side);
      figures[side].push(figure);
      line.push(describe(side, figure));
    }
    console.log(`  ${heading(round)}: ${line.join('; ')}`);
  }
  return figures;
}

/** The tree before sites (a worktree of 8134249) and this one. */
export const TREES: Record<Side, string> = {
  before: process.env.BENCH_BEFORE_TREE ?? '/work/wt/i34-before',
  after: path.resolve(import.meta.dirname, '../..'),
};

/**
 * One server a side, started one after the other (before first); answers them and the stop of
 * both. A side that fails to start stops the one already running.
 */
export async function startSides<T>(
  start: (side: Side, tree: string) => Promise<TreeProcess<T>>,
): Promise<{ servers: Record<Side, T>; stop: () => Promise<void> }> {
  const started: ChildProcess[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await stopTreeProcess(child);
  };
  const servers = {} as Record<Side, T>;
  try {
    for (const side of ['before', 'after'] as const) {
      const { child, ready } = await start(side, TREES[side]);
      started.push(child);
      servers[side] = ready;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}
