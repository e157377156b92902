import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const brand: Parameters<typeof defineConfig>[0] = {
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f6f1' },
          100: { value: '#c2e9dc' },
          500: { value: '#0f9d73' },
          600: { value: '#0b7f5d' },
          700: { value: '#086248' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.500}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
};

let system: ReturnType<typeof createSystem> | undefined;

/**
 * Made on first use, not at import: web-kit is a federation singleton, and while it is being
 * evaluated the shared Chakra it calls into may not be ready yet.
 */
export function carZoneSystem() {
  system ??= createSystem(defaultConfig, defineConfig(brand));
  return system;
}
