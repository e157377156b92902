// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { NativeSelect } from './native-select';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** A sort whose state is shown beside it, as a person would see what the list is sorted by. */
function SortForm({ initial = 'newest' }: { initial?: string }) {
  const [sort, setSort] = useState(initial);
  const [changes, setChanges] = useState(0);
  return (
    <ChakraProvider value={defaultSystem}>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Sort by"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            setChanges((count) => count + 1);
          }}
        >
          <option value="newest">Newest First</option>
          <option value="priceAsc">Price Lowest First</option>
        </NativeSelect.Field>
      </NativeSelect.Root>
      <output>{`sort=${sort};changes=${changes}`}</output>
    </ChakraProvider>
  );
}

const shown = (container: HTMLElement) => container.querySelector('output')?.textContent;
const selectIn = (container: HTMLElement) => container.querySelector('select')!;

/** The page as it arrives: the form's HTML, before any script. */
function pageFromServer() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SortForm />);
  document.body.append(container);
  return container;
}

it('hands an option chosen before hydration to the form', async () => {
  const container = pageFromServer();
  selectIn(container).value = 'priceAsc';
  await act(async () => {
    hydrateRoot(container, <SortForm />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(shown(container)).toBe('sort=priceAsc;changes=1');
  expect(selectIn(container).value).toBe('priceAsc');
});

it('changes nothing when nothing was chosen, and a choice after hydration works as before', async () => {
  const container = pageFromServer();
  await act(async () => {
    hydrateRoot(container, <SortForm />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(shown(container)).toBe('sort=newest;changes=0');
  await act(async () => {
    selectIn(container).value = 'priceAsc';
    selectIn(container).dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(shown(container)).toBe('sort=priceAsc;changes=1');
});

it('changes nothing on a select rendered in the browser, whatever it shows', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<SortForm initial="priceAsc" />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(shown(container)).toBe('sort=priceAsc;changes=0');
  expect(selectIn(container).value).toBe('priceAsc');
});
