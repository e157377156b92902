import {
  createSystem,
  createSystemInSteps,
  defaultBaseConfig,
  defineConfig,
  type SlotRecipeConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { yieldToBrowser } from './yield-to-browser';
// Each part of Chakra's theme from its own module (exported by patches/@chakra-ui__react*.patch),
// never from `@chakra-ui/react/theme`: that index re-exports every recipe, which puts each one
// in the start-up chunk, even those that only the interactive chunk uses (see addSlotRecipes).
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { inputAddonRecipe } from '@chakra-ui/react/theme/recipes/input-addon';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tagSlotRecipe } from '@chakra-ui/react/theme/recipes/tag';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

/** Chakra's default tokens, gathered as its theme index gathers them. */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/**
 * Color palettes nobody here uses (teal, cyan, purple, pink). Chakra turns every palette into
 * tokens and CSS variables when the page starts, on the main thread, so each one left out makes
 * every first visit start sooner. Status colours (alerts, toasts, badges) use gray, red, orange,
 * yellow, green and blue; CarZone's own colour is `brand`.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * CarZone has no dark mode, so each semantic token keeps its light value only. Chakra would
 * otherwise turn every one into three sets of CSS variables (base, light, dark) while the page
 * starts, on the main thread.
 */
type TokenTree = { [key: string]: TokenTree | unknown };
function lightValuesOnly<T extends object>(tree: T): T {
  const visit = (node: TokenTree): TokenTree => {
    if ('value' in node) {
      const value = node.value as { _light?: unknown } | unknown;
      const isByColorMode = typeof value === 'object' && value !== null && '_light' in value;
      return isByColorMode ? { ...node, value: (value as { _light: unknown })._light } : node;
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        typeof child === 'object' && child !== null ? visit(child as TokenTree) : child,
      ]),
    );
  };
  return visit(tree as TokenTree) as T;
}

const lightSemanticTokens = lightValuesOnly(semanticTokens);

/**
 * Chakra's solid buttons lighten on hover (the colour at 90 %), which takes white text on brand
 * green to 4.2:1, short of WCAG AA's 4.5:1 while the pointer rests on a button just pressed. They
 * darken to the palette's text shade instead.
 */
const solidVariant = buttonRecipe.variants?.variant?.solid;
const readableButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...solidVariant,
        _hover: { bg: 'colorPalette.fg' },
        _expanded: { bg: 'colorPalette.fg' },
      },
    },
  },
};

/**
 * Chakra's default tokens and only the recipes of the components web-kit lets through, not the
 * whole default theme (Chakra's own bundle-size guide): here those of its core entry; the
 * interactive entry and the toaster add their own when they load (chakra/interactive.ts,
 * toaster-view.tsx).
 */
const carZoneConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // The scrollbar's room is kept from the start, so content arriving never narrows the page.
    html: { ...globalCss.html, scrollbarGutter: 'stable' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
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
      ...lightSemanticTokens,
      colors: {
        ...withoutUnusedPalettes(lightSemanticTokens.colors),
        fg: {
          ...lightSemanticTokens.colors.fg,
          // Chakra's red.500 is 3.8:1 on white, short of WCAG AA's 4.5:1 for the error texts under
          // form fields; red.600 is 4.8:1.
          error: { value: '{colors.red.600}' },
        },
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
    recipes: {
      badge: badgeRecipe,
      button: readableButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Chakra's style system for CarZone's config, made as Chakra makes it. */
export const createCarZoneSystem = () => createSystem(defaultBaseConfig, carZoneConfig);

let system: SystemContext | undefined;
let systemInSteps: Promise<void> | undefined;
let themeStyleInPage: Promise<void> | undefined;

/** Marks the element (an inline style or a stylesheet link) that holds the theme's page-wide CSS. */
const THEME_STYLE_ATTRIBUTE = 'data-carzone-theme';

/**
 * Puts the theme's page-wide CSS in the page unless the page came with it: pages written by
 * @carzone/first-visit carry it (inline beside a first screen, else a stylesheet link), so it is
 * downloaded as a script only where no such page is served (the dev servers, a remote alone).
 */
function ensureThemeStyle(): Promise<void> {
  themeStyleInPage ??=
    typeof document === 'undefined' || document.querySelector(`[${THEME_STYLE_ATTRIBUTE}]`)
      ? Promise.resolve()
      : import('./theme-global.generated').then(({ themeGlobalCss }) => {
          if (document.querySelector(`[${THEME_STYLE_ATTRIBUTE}]`)) return;
          const style = document.createElement('style');
          style.setAttribute(THEME_STYLE_ATTRIBUTE, '');
          style.textContent = themeGlobalCss;
          document.head.append(style);
        });
  return themeStyleInPage;
}

/** Takes `made` as the page's system: its page-wide CSS is prebuilt (see carZoneSystem). */
function adopt(made: SystemContext): SystemContext {
  system = made;
  Object.defineProperty(system, '_global', { value: [] });
  void ensureThemeStyle();
  return system;
}

/**
 * The page's style system, made on first use, not at import: web-kit is a federation singleton,
 * and while it is being evaluated the shared libraries it calls into may not be ready yet.
 *
 * Its page-wide CSS (the reset, the global styles and every token's CSS variable) is the same on
 * every visit, so it is not computed as the page starts: Chakra would spend about half of
 * `createSystem` on it, then Emotion would serialize it, on a phone's main thread before the first
 * paint. It is written once, to theme-global.generated.ts, by theme-global-css.test.tsx (which
 * fails when the theme and the file differ; `vitest -u` rewrites it), and comes with the page
 * (see ensureThemeStyle). Chakra computes it on first read of `_global` thanks to
 * patches/@chakra-ui__react*.patch.
 */
export function carZoneSystem(): SystemContext {
  return system ?? adopt(createCarZoneSystem());
}

/**
 * Makes the style system ahead of the first render, in several short tasks: made at once, it is
 * one task of about 200 ms on a phone (4× CPU), most of it Chakra's passes over every token, which
 * patches/@chakra-ui__react*.patch lets run one by one (`createSystemInSteps`). Resolves once the
 * theme's page-wide CSS is in the page too (at once when the page came with it).
 */
export async function prepareStyleSystem(): Promise<void> {
  systemInSteps ??= makeSystemInSteps();
  await systemInSteps;
  return ensureThemeStyle();
}

async function makeSystemInSteps(): Promise<void> {
  if (system) return;
  const steps = createSystemInSteps(defaultBaseConfig, carZoneConfig);
  let step = steps.next();
  while (!step.done) {
    await yieldToBrowser();
    step = steps.next();
  }
  // A render that could not wait made one at once meanwhile: the page keeps that one.
  if (!system) adopt(step.value);
}

/**
 * Adds the recipes of components that live in a lazily loaded chunk, when that chunk loads
 * (chakra/interactive.ts, ui/toaster-view.tsx), so the start-up chunk does not carry them
 * (3.9 KB gzip less on a first visit). Chakra looks a component's recipe up in the system's
 * theme when the component renders, and none of these renders before its chunk has run this.
 */
export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>): void {
  const { theme } = carZoneSystem()._config;
  if (!theme) throw new Error('The style system has no theme to add recipes to');
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, recipes);
}
