// @vitest-environment jsdom
// What React does with a first screen's parts when it takes the page over: HtmlOnly parts stay the
// server's HTML (no component of theirs renders) until what they show changes, their links still
// navigate; HydrateOnNeed parts keep their HTML until they near the screen or are touched, and
// then work; a button that needs the scripts waits for them, and says so.
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/messages';
import {
  followLinksInHtmlOnlyParts,
  HtmlOnly,
  LINK_STATE_ATTRIBUTE,
  linkState,
  markFirstScreenTakeOver,
} from './html-only';
import { HydrateOnNeed } from './hydrate-on-need';
import { UNTIL_HYDRATED_NOTE_ID, useUntilHydrated } from './use-hydrated';

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says what is seen. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static nearScreen() {
    for (const observer of this.observers) {
      if (observer.targets.length) observer.report([{ isIntersecting: true }]);
    }
  }
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
beforeEach(() => {
  FakeIntersectionObserver.observers = [];
  languageStore.setState({ shown: 'en' });
});
afterEach(() => {
  markFirstScreenTakeOver(false);
  document.body.innerHTML = '';
});

let renders = 0;
function Offer({ title }: { title: string }) {
  renders++;
  return (
    <section>
      <h2>{title}</h2>
      <a
        href="/available?sort=priceAsc"
        {...{ [LINK_STATE_ATTRIBUTE]: linkState({ from: 'offer' }) }}
      >
        See the cars
      </a>
    </section>
  );
}

function Page({ initialTitle }: { initialTitle: string }) {
  const [title, setTitle] = useState(initialTitle);
  return (
    <main>
      <button type="button" onClick={() => setTitle('Eid offers')}>
        Change
      </button>
      <HtmlOnly name="offer" renderedFrom={[title]}>
        <Offer title={title} />
      </HtmlOnly>
    </main>
  );
}

/** The page as the server sends it, taken over by React as the shell does it. */
async function serveAndHydrate(page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const errors: unknown[] = [];
  // Only what renders in the browser counts.
  renders = 0;
  tipRenders = 0;
  markFirstScreenTakeOver(true);
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  markFirstScreenTakeOver(false);
  return { container, errors };
}

it('keeps an HTML-only part as the server sent it: none of its components render', async () => {
  const { container, errors } = await serveAndHydrate(<Page initialTitle="Weekend offers" />);

  expect(renders).toBe(0);
  expect(errors).toEqual([]);
  expect(container.querySelector('h2')?.textContent).toBe('Weekend offers');
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/available?sort=priceAsc');
});

it('renders the part as components once what it shows changes, and again in another language', async () => {
  const { container } = await serveAndHydrate(<Page initialTitle="Weekend offers" />);

  await act(async () => container.querySelector('button')!.click());
  expect(renders).toBeGreaterThan(0);
  expect(container.querySelector('h2')?.textContent).toBe('Eid offers');
  expect(container.querySelectorAll('h2')).toHaveLength(1);

  const again = await serveAndHydrate(<Page initialTitle="Weekend offers" />);
  await act(async () => languageStore.setState({ shown: 'bn' }));
  expect(renders).toBeGreaterThan(0);
  expect(again.container.querySelectorAll('section')).toHaveLength(1);
});

it('keeps words within a paragraph as an HTML-only part (as="span"), the paragraph whole', async () => {
  function Count({ total }: { total: number }) {
    renders++;
    return `${total} cars listed.`;
  }
  const { container, errors } = await serveAndHydrate(
    <p role="status">
      <HtmlOnly name="count" as="span" renderedFrom={[24]}>
        <Count total={24} />
      </HtmlOnly>
    </p>,
  );
  expect(errors).toEqual([]);
  expect(renders).toBe(0);
  // A div would have closed the paragraph in the server's HTML: the words are within it.
  expect(container.querySelector('[role="status"]')?.textContent).toBe('24 cars listed.');
  expect(container.children).toHaveLength(1);
});

it('renders the part at once where React renders the page itself (no HTML to keep)', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  renders = 0;
  const { createRoot } = await import('react-dom/client');
  await act(async () => createRoot(container).render(<Page initialTitle="Weekend offers" />));
  expect(renders).toBe(1);
  expect(container.querySelector('h2')?.textContent).toBe('Weekend offers');
});

it('follows a link of an HTML-only part through the router, with the state it names', async () => {
  const { container } = await serveAndHydrate(<Page initialTitle="Weekend offers" />);
  const navigate = vi.fn();
  const stop = followLinksInHtmlOnlyParts(navigate);
  try {
    const link = container.querySelector('a')!;
    const click = (init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        button: 0,
        ...init,
      });
      link.dispatchEvent(event);
      return event;
    };

    expect(click().defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/available?sort=priceAsc', {
      state: { from: 'offer' },
    });

    // A new tab is the browser's to open.
    expect(click({ ctrlKey: true }).defaultPrevented).toBe(false);
    link.href = 'https://example.com/elsewhere';
    expect(click().defaultPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  } finally {
    stop();
  }
});

it('leaves links outside HTML-only parts to their own handlers', async () => {
  document.body.innerHTML = '<a href="/about">About</a>';
  const navigate = vi.fn();
  const stop = followLinksInHtmlOnlyParts(navigate);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('a')!.dispatchEvent(event);
  stop();
  expect(event.defaultPrevented).toBe(false);
  expect(navigate).not.toHaveBeenCalled();
});

let tipRenders = 0;
function Tip() {
  tipRenders++;
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? 'Less' : 'More'}
    </button>
  );
}
const TipsPage = ({ name }: { name: string }) => (
  <main>
    <HydrateOnNeed name={name}>
      <Tip />
    </HydrateOnNeed>
  </main>
);

it('hydrates a part on need only once it nears the screen, and it works then', async () => {
  const { container, errors } = await serveAndHydrate(<TipsPage name="tips-near" />);
  expect(tipRenders).toBe(0);
  // Not hydrated yet: its button is the server's, with no handler.
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')?.textContent).toBe('More');
  expect(container.querySelector('button')?.textContent).toBe('More');

  await act(async () => FakeIntersectionObserver.nearScreen());
  expect(tipRenders).toBe(1);
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')?.textContent).toBe('Less');
  expect(container.querySelectorAll('button')).toHaveLength(1);
  expect(errors).toEqual([]);
});

it('hydrates a part on need at its first touch, before it is near the screen', async () => {
  const { container } = await serveAndHydrate(<TipsPage name="tips-touch" />);
  expect(tipRenders).toBe(0);

  await act(async () => {
    container.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  expect(tipRenders).toBe(1);
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')?.textContent).toBe('Less');
});

function SendButton() {
  return (
    <button type="submit" {...useUntilHydrated()}>
      Send
    </button>
  );
}

it('a button that needs the scripts is disabled and says why in the HTML, and works once React has taken the page over', async () => {
  const html = renderToString(<SendButton />);
  expect(html).toContain('disabled');
  expect(html).toContain(`aria-describedby="${UNTIL_HYDRATED_NOTE_ID}"`);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const button = () => container.querySelector('button')!;
  markFirstScreenTakeOver(true);
  await act(async () => {
    hydrateRoot(container, <SendButton />);
  });
  // Hydrated, but the take-over is not over: still waiting, as the HTML said.
  expect(button().disabled).toBe(true);

  markFirstScreenTakeOver(false);
  // Told in a task of its own, after the take-over's.
  expect(button().disabled).toBe(true);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(button().disabled).toBe(false);
  expect(button().hasAttribute('aria-describedby')).toBe(false);
});
