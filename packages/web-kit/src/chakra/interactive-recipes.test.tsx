// @vitest-environment jsdom
// The interactive components' recipes load with their chunk, not with the start-up chunk: once
// loaded, they style those components as the recipes given to the theme style the core ones.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { KitProvider } from '../ui/kit-provider';
import { carZoneSystem } from '../ui/theme';
import { loadInteractive } from './use-interactive';

it('styles a dialog, a date picker and an accordion once the interactive parts have loaded', async () => {
  const { Accordion, DatePicker, Dialog } = await loadInteractive();
  const html = renderToString(
    <KitProvider>
      <Dialog.Root open>
        <Dialog.Trigger>Open</Dialog.Trigger>
      </Dialog.Root>
      <DatePicker.Root>
        <DatePicker.Label>From</DatePicker.Label>
      </DatePicker.Root>
      <Accordion.Root>
        <Accordion.Item value="one">
          <Accordion.ItemTrigger>Question</Accordion.ItemTrigger>
        </Accordion.Item>
      </Accordion.Root>
    </KitProvider>,
  );
  // Each recipe gives its component's parts their `<name>__<part>` class and styles.
  expect(html).toContain('chakra-dialog__trigger');
  expect(html).toContain('date-picker__label');
  expect(html).toContain('chakra-accordion__item');
});

it("gives toasts Chakra's toast styles once the toaster's view has loaded", async () => {
  await import('../ui/toaster-view');
  const toastRecipe = carZoneSystem().getSlotRecipe('toast');
  expect(toastRecipe.className).toBe('chakra-toast');
  expect(toastRecipe.slots).toContain('title');
});
