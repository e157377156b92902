import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

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
 * Chakra's default tokens and only the recipes of the components web-kit lets through (its core
 * and interactive entries), not the whole default theme: Chakra's own bundle-size guide.
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
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Chakra's style system for CarZone's config, made as Chakra makes it. */
export const createCarZoneSystem = () => createSystem(defaultBaseConfig, carZoneConfig);

let system: ReturnType<typeof createSystem> | undefined;
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
export function carZoneSystem() {
  if (!system) {
    system = createCarZoneSystem();
    Object.defineProperty(system, '_global', { value: [] });
    void ensureThemeStyle();
  }
  return system;
}

/**
 * Makes the style system ahead of the first render, so it is a task of its own at start-up, and
 * resolves once the theme's page-wide CSS is in the page (at once when the page came with it).
 */
export function prepareStyleSystem(): Promise<void> {
  carZoneSystem();
  return ensureThemeStyle();
}
