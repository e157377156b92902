// Interactive parts of a first screen that are below the fold wait their turn: React takes over
// what a person can reach at once (the nav, the search) first, and a part further down only when
// it nears the screen or is touched, through React's selective hydration (a Suspense boundary
// whose content waits keeps the server's HTML until it is ready). Decision 011.
import { Suspense, use, type CSSProperties, type ReactNode } from 'react';
import { isTakingOverFirstScreen, pagePart } from './html-only';
import { whenNearScreen } from './near-screen';

/** The attribute that names a part hydrated on need, on the server and in the browser. */
export const HYDRATE_ON_NEED_ATTRIBUTE = 'data-hydrate-on-need';

const WRAPPER_STYLE: CSSProperties = { display: 'contents' };

const needs = new Map<string, Promise<void>>();

/** Resolves once the part is near the screen, or a person points at, focuses or types into it. */
function whenNeeded(name: string): Promise<void> | undefined {
  const known = needs.get(name);
  if (known) return known;
  const element = pagePart(HYDRATE_ON_NEED_ATTRIBUTE, name);
  if (!element) return undefined;
  const need = new Promise<void>((resolve) => {
    const done = () => {
      // Read by React's `use`: a promise already settled is not waited for again.
      Object.assign(need, { status: 'fulfilled', value: undefined });
      stopWatching();
      for (const type of TOUCH_EVENTS) document.removeEventListener(type, onTouch, true);
      resolve();
    };
    // display: contents has no box of its own to watch: its children are watched.
    const stopWatching = whenNearScreen(element.children, done);
    const onTouch = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    for (const type of TOUCH_EVENTS) document.addEventListener(type, onTouch, true);
  });
  needs.set(name, need);
  return need;
}
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * The part, once needed: while the page is being taken over it suspends until then. Its children
 * are its own props, so nothing of them renders while it waits (React renders ahead the siblings
 * of what suspends, never its children).
 */
function WhenNeeded({ name, children }: { name: string; children: ReactNode }) {
  const need =
    typeof document === 'undefined'
      ? undefined
      : (needs.get(name) ?? (isTakingOverFirstScreen() ? whenNeeded(name) : undefined));
  if (need) use(need);
  return (
    <div {...{ [HYDRATE_ON_NEED_ATTRIBUTE]: name }} style={WRAPPER_STYLE}>
      {children}
    </div>
  );
}

/**
 * `children`, which have handlers of their own (a button, a form), hydrated only once a person
 * may use them: when they near the screen, or at their first touch, focus or key (React then
 * hydrates them first and replays the event). Rendered in the browser (another page, another
 * language), they render at once. `name` is unique in the page and the same on both sides.
 */
export function HydrateOnNeed({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenNeeded name={name}>{children}</WhenNeeded>
    </Suspense>
  );
}
