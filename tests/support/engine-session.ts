import { PAGE_SCRIPT } from './engine-page-script';

/** The three browser engines the app is tested in (design: Testing, "Every engine"). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Something the page met that fails a test unless the network was cut on purpose. */
export interface PageProblem {
  kind: 'console' | 'error' | 'rejection' | 'network';
  text: string;
  /** Epoch ms. */
  at: number;
}

/**
 * What each engine's driver provides (playwright-core for Chromium, puppeteer-core over WebDriver
 * BiDi for Firefox, selenium-webdriver with WebKitWebDriver for WebKit): one tab of a real
 * profile, scripts evaluated in it, alerts accepted and recorded.
 */
export interface EngineDriver {
  name: EngineName;
  goto: (url: string) => Promise<void>;
  reload: () => Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited; the value as JSON. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** The alerts seen so far, each accepted. */
  dialogs: string[];
  /** Problems the driver itself heard (console, uncaught errors), where it can. */
  problems: PageProblem[];
  close: () => Promise<void>;
}

/** How an engine is launched: the window's size, extra flags (a fake camera) or prefs. */
export interface EngineOptions {
  viewport: { width: number; height: number };
  /** Chromium's extra flags. */
  args?: string[];
  firefoxPrefs?: Record<string, string | number | boolean>;
}

/** A console error the driver heard: a failed load is the network's, anything else the page's. */
export function networkOrConsole(text: string): PageProblem {
  const network = /Failed to load resource|net::ERR_|NetworkError/.test(text);
  return { kind: network ? 'network' : 'console', text, at: Date.now() };
}

const POLL_MS = 100;
/** After the network returns, requests cut by the outage may still be reported failed. */
const OUTAGE_TAIL_MS = 3_000;

/**
 * One test body for every engine: pages driven through the labels a person reads, the same
 * calls whatever the driver. Every problem the page meets is kept; `problemsSeen()` gives those
 * a test did not expect (a request failing while the test had cut the network is expected).
 */
export class EngineSession {
  private readonly outages: { from: number; to: number }[] = [];
  private readonly pageProblems: PageProblem[] = [];

  constructor(readonly driver: EngineDriver) {}

  get name(): EngineName {
    return this.driver.name;
  }

  get dialogs(): readonly string[] {
    return this.driver.dialogs;
  }

  async goto(url: string): Promise<void> {
    await this.keepPageProblems();
    await this.driver.goto(url);
    await this.run('true');
  }

  async reload(): Promise<void> {
    await this.keepPageProblems();
    await this.driver.reload();
    await this.run('true');
  }

  /** Evaluates `expression` with the page script installed (it is lost on every page load). */
  run<T>(expression: string): Promise<T> {
    return this.driver.evaluate<T>(`(${PAGE_SCRIPT.trim()}) && (${expression})`);
  }

  private call<T>(method: string, ...args: unknown[]): Promise<T> {
    const list = args.map((arg) => JSON.stringify(arg ?? null)).join(', ');
    return this.run<T>(`window.__e2e.${method}(${list})`);
  }

  /** Waits for the field of that label (a screen's code may still be loading), then fills it. */
  async fill(label: string, value: string, group?: string): Promise<void> {
    await this.waitForField(label, group);
    await this.call('fill', label, value, group);
  }

  /** Chooses an option by its text, once the list has it (a list read from the device). */
  async select(label: string, option: string, group?: string): Promise<void> {
    await this.waitForField(label, group);
    const args = [label, option, group ?? null].map((arg) => JSON.stringify(arg)).join(', ');
    await this.waitFor(`window.__e2e.hasOption(${args})`, `the option ${option} in ${label}`);
    await this.call('select', label, option, group);
  }

  private waitForField(label: string, group?: string): Promise<void> {
    const args = `${JSON.stringify(label)}, ${JSON.stringify(group ?? null)}`;
    return this.waitFor(`window.__e2e.hasField(${args})`, `the field ${label}`);
  }

  /** Clicks the button, link or option of that text (or accessible name) once it is there. */
  async click(text: string, group?: string): Promise<void> {
    await this.waitFor(
      `window.__e2e.canClick(${JSON.stringify(text)}, ${JSON.stringify(group ?? null)})`,
      `"${text}" to click`,
    );
    await this.call('click', text, group);
  }

  /** Moves within the running app as a link does (history and router, no page load). */
  goInApp(path: string): Promise<void> {
    return this.call('goInApp', path);
  }

  /** Types into the item picker and picks the option of that item. */
  async pickItem(name: string, group?: string, label = 'Item'): Promise<void> {
    await this.fill(label, name, group);
    await this.click(name, group);
    await this.waitFor(
      `window.__e2e.value(${JSON.stringify(label)}, ${JSON.stringify(group ?? null)}) === ${JSON.stringify(name)}`,
      `${name} picked`,
    );
  }

  /** Polls a page expression until it is truthy. */
  async waitFor(expression: string, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      try {
        if (await this.run<boolean>(`Boolean(${expression})`)) return;
      } catch (error) {
        // A page load between two polls, or the element not there yet.
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${this.name}: waited ${timeoutMs} ms for ${what}${last ? ` (${last})` : ''}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  waitForText(text: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      `document.body.innerText.includes(${JSON.stringify(text)})`,
      `"${text}"`,
      timeoutMs,
    );
  }

  waitForTestId(id: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      `document.querySelector('[data-testid="${id}"]')`,
      `[data-testid=${id}]`,
      timeoutMs,
    );
  }

  waitForPath(path: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      `location.pathname === ${JSON.stringify(path)}`,
      `the path ${path}`,
      timeoutMs,
    );
  }

  /** Waits for an alert with this text after `since` alerts were seen. */
  async waitForDialog(text: string, since: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.dialogs.slice(since).includes(text)) {
      if (Date.now() > deadline) {
        throw new Error(`${this.name}: no alert "${text}" (saw ${JSON.stringify(this.dialogs)})`);
      }
      // WebKit's driver sees an alert only when it next talks to the page.
      await this.run('true').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The test cuts the network now: requests failing until `networkBack()` are expected. */
  networkCut(): void {
    this.outages.push({ from: Date.now(), to: Number.POSITIVE_INFINITY });
  }

  networkBack(): void {
    const last = this.outages.at(-1);
    if (last) last.to = Date.now() + OUTAGE_TAIL_MS;
  }

  private async keepPageProblems(): Promise<void> {
    const seen = await this.driver
      .evaluate<PageProblem[] | null>('window.__e2e ? window.__e2e.problems.splice(0) : null')
      .catch(() => null);
    if (seen) this.pageProblems.push(...seen);
  }

  /** Every problem seen so far that no outage of the test explains, as lines. */
  async problemsSeen(): Promise<string[]> {
    await this.keepPageProblems();
    const expected = (problem: PageProblem) =>
      problem.kind === 'network' &&
      this.outages.some(({ from, to }) => problem.at >= from && problem.at <= to);
    return [...this.driver.problems, ...this.pageProblems]
      .filter((problem) => !expected(problem))
      .map((problem) => `${this.name} ${problem.kind}: ${problem.text}`);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
