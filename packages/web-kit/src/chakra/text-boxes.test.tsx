// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { Input, Textarea } from './text-boxes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** A form whose state is shown beside its boxes, as a person would see what it holds. */
function SearchForm() {
  const [where, setWhere] = useState('');
  const [note, setNote] = useState('');
  return (
    <ChakraProvider value={defaultSystem}>
      <form>
        <Input
          aria-label="Where"
          value={where}
          onChange={(event) => setWhere(event.target.value)}
        />
        <Textarea
          aria-label="Note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <output>{`where=${where};note=${note}`}</output>
      </form>
    </ChakraProvider>
  );
}

/** The page as it arrives: the form's HTML, before any script. */
function pageFromServer() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(container, <SearchForm />);
  });
}

it('hands what was typed before hydration to the form', async () => {
  const container = pageFromServer();
  const where = container.querySelector<HTMLInputElement>('input[aria-label="Where"]')!;
  const note = container.querySelector<HTMLTextAreaElement>('textarea[aria-label="Note"]')!;
  where.value = 'Sylhet';
  note.value = 'Two child seats';

  await hydrate(container);

  expect(container.querySelector('output')?.textContent).toBe('where=Sylhet;note=Two child seats');
  expect(where.value).toBe('Sylhet');
  expect(note.value).toBe('Two child seats');
});

it('changes nothing when nothing was typed, and typing after hydration works as before', async () => {
  const container = pageFromServer();
  await hydrate(container);
  expect(container.querySelector('output')?.textContent).toBe('where=;note=');

  const where = container.querySelector<HTMLInputElement>('input[aria-label="Where"]')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(where, 'Dhaka');
    where.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(container.querySelector('output')?.textContent).toBe('where=Dhaka;note=');
});
