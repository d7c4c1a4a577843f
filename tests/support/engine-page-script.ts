/**
 * What the engine tests put into the page (tests/support/engine-session.ts): a record of the
 * problems the page meets (console errors, uncaught errors, unhandled rejections, requests that
 * failed or answered 5xx) and a few ways to find and use controls by their visible label, the
 * same in the three engines. Plain JavaScript in a string: it runs through each driver's own
 * script evaluation (which the app's CSP does not govern), and a compiled function could carry
 * helpers of the test runner's transpiler that the page lacks.
 *
 * Controls are used as React hears a person: a value through the element's own setter and an
 * `input` event, a click through `click()` on the next task, so an alert it opens never blocks
 * the driver's call.
 */
export const PAGE_SCRIPT = String.raw`
(window.__e2e ??= (() => {
  const problems = [];
  const note = (kind, text) => problems.push({ kind, text: String(text), at: Date.now() });
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    note('console', args.map((arg) => (arg && arg.stack ? arg + ' ' + arg.stack : String(arg))).join(' '));
    consoleError(...args);
  };
  window.addEventListener('error', (event) => note('error', event.message));
  window.addEventListener('unhandledrejection', (event) =>
    note('rejection', (event.reason && event.reason.stack) || event.reason),
  );
  const pageFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String((input && input.url) || input);
    return pageFetch.call(this, input, init).then(
      (response) => {
        if (response.status >= 500) note('network', response.status + ' ' + url);
        return response;
      },
      (error) => {
        // The app's own cancellations (a stream closed, a search replaced) are no failure.
        if (!(error && error.name === 'AbortError')) note('network', 'failed ' + url + ': ' + error);
        throw error;
      },
    );
  };
  const clean = (text) => (text || '').replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
  const scopeOf = (group) => {
    if (!group) return document;
    const found = [...document.querySelectorAll('[role=group],fieldset')].find(
      (element) =>
        element.getAttribute('aria-label') === group ||
        clean(element.querySelector('legend')?.textContent) === group,
    );
    if (!found) throw new Error('No group ' + group);
    return found;
  };
  const field = (label, group) => {
    const scope = scopeOf(group);
    for (const element of scope.querySelectorAll('label')) {
      if (clean(element.textContent) === label && element.control) return element.control;
    }
    const named = [...scope.querySelectorAll('input,select,textarea')].find(
      (element) => element.getAttribute('aria-label') === label,
    );
    if (!named) throw new Error('No field ' + label);
    return named;
  };
  const setValue = (element, value) => {
    const prototype = Object.getPrototypeOf(element);
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const clickable = (text, group) =>
    [...scopeOf(group).querySelectorAll('button,a,[role=button],[role=option],[role=tab]')].find(
      (element) =>
        !element.disabled &&
        (clean(element.textContent) === text ||
          element.getAttribute('aria-label') === text ||
          // An item picker's option shows the unit and barcode after the name.
          (element.getAttribute('role') === 'option' && clean(element.textContent).startsWith(text))),
    );
  return {
    problems,
    fill(label, value, group) {
      const element = field(label, group);
      element.focus();
      setValue(element, value);
    },
    hasOption(label, optionText, group) {
      const element = field(label, group);
      return [...element.options].some((each) => clean(each.textContent) === optionText);
    },
    select(label, optionText, group) {
      const element = field(label, group);
      const option = [...element.options].find((each) => clean(each.textContent) === optionText);
      if (!option) throw new Error('No option ' + optionText + ' in ' + label);
      setValue(element, option.value);
    },
    hasField(label, group) {
      try {
        return Boolean(field(label, group));
      } catch {
        return false;
      }
    },
    canClick(text, group) {
      return Boolean(clickable(text, group));
    },
    click(text, group) {
      const element = clickable(text, group);
      if (!element) throw new Error('Nothing to click named ' + text);
      setTimeout(() => element.click(), 0);
    },
    value(label, group) {
      return field(label, group).value;
    },
    goInApp(path) {
      history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  };
})())
`;
