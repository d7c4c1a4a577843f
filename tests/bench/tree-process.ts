/**
 * A bench's server in a process of its own, run by one tree (issue 34's before and after): the
 * script prints one JSON line when it is ready, then serves until SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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
