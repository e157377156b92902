import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createCarZoneSystem } from './theme';

describe('the CarZone theme', () => {
  const system = createCarZoneSystem();
  const baseVariables = system.tokens.cssVarMap.get('base');

  it('defines its CSS variables once, with no dark-mode set (CarZone has no dark mode)', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
  });

  it("gives each semantic colour Chakra's light value", () => {
    const fg = semanticTokens.colors.fg as unknown as { DEFAULT: { value: { _light: string } } };
    expect(fg.DEFAULT.value._light).toBe('{colors.black}');
    expect(baseVariables?.get('--chakra-colors-fg')).toBe('var(--chakra-colors-black)');
    expect(baseVariables?.get('--chakra-colors-bg')).toBe('var(--chakra-colors-white)');
  });

  it('keeps the brand colour and the status palettes, not the unused ones', () => {
    expect(baseVariables?.get('--chakra-colors-brand-solid')).toBe(
      'var(--chakra-colors-brand-600)',
    );
    expect(baseVariables?.get('--chakra-colors-red-solid')).toBe('var(--chakra-colors-red-600)');
    expect(baseVariables?.has('--chakra-colors-teal-solid')).toBe(false);
  });
});
