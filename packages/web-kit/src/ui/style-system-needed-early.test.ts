import { expect, it } from 'vitest';
import { carZoneSystem, prepareStyleSystem } from './theme';

it('a render that needs the style system before it is ready gets one at once, and the page keeps it', async () => {
  const preparing = prepareStyleSystem();
  const neededEarly = carZoneSystem();
  await preparing;
  expect(carZoneSystem()).toBe(neededEarly);
});
