import { useMemo, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Language } from '@carzone/domain';
import type { BanglaRuntime } from './bangla-runtime';
import { formatEnglish } from './english';

/**
 * A unit's Bangla catalog: each English text the unit shows (exactly as it is written in its
 * code, which is the English catalog) and its Bangla. Texts are ICU messages: `{name}`, and
 * `{count, plural, one {# car} other {# cars}}` for a text that changes with a number.
 */
export type BanglaCatalog = Readonly<Record<string, string>>;

/**
 * The values a text's placeholders take. A plural's count is a number (its `#` is written in the
 * language's digits); a number shown by a plain `{name}` is best passed formatted for the language.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates one of a unit's English texts into the language the page shows. */
export type Translate<Text extends string> = (text: Text, values?: MessageValues) => string;

interface LanguageState {
  /** What the person chose. */
  chosen: Language;
  /** What the page shows: the chosen language once every loaded unit's words for it are in. */
  shown: Language;
  /** Counts catalogs loaded, so a unit loaded later re-renders in its own words. */
  catalogs: number;
}

/** The page's language. The shell writes it (`showLanguage`); every unit reads it. */
export const languageStore = createStore<LanguageState>(() => ({
  chosen: 'en',
  shown: 'en',
  catalogs: 0,
}));

/**
 * A value of the language's state, also where React renders HTML (ahead of time) or takes it over
 * (hydration): a first screen is in the language shown as it was rendered, which the page shows
 * before it hydrates, so both read the state as it is now (zustand's `useStore` reads the store's
 * initial state there, English).
 */
function useLanguageState<Value extends string | number>(
  select: (state: LanguageState) => Value,
): Value {
  const now = () => select(languageStore.getState());
  return useSyncExternalStore(languageStore.subscribe, now, now);
}

/** The language the page is shown in, for dates and numbers (`formatDollarsIn(…, language)`). */
export function useLanguage(): Language {
  return useLanguageState((state) => state.shown);
}

type CatalogLoader = () => Promise<{ default: BanglaCatalog }>;
interface UnitCatalog {
  load: CatalogLoader;
  bundledAs?: string;
  loaded?: Promise<void>;
}

const unitCatalogs: UnitCatalog[] = [];
let banglaRuntime: Promise<BanglaRuntime> | undefined;
let activeBangla: BanglaRuntime | undefined;

const loadBanglaRuntime = () =>
  (banglaRuntime ??= import('./bangla-runtime')
    .then(({ createBanglaRuntime }) => createBanglaRuntime())
    .then((runtime) => (activeBangla = runtime)));

/** Loads a unit's Bangla once; after a failure (a lost connection), the next switch tries again. */
function loadCatalog(unit: UnitCatalog): Promise<void> {
  unit.loaded ??= Promise.all([loadBanglaRuntime(), unit.load()]).then(
    async ([bangla, catalog]) => {
      await bangla.load(catalog.default);
      languageStore.setState((state) => ({ catalogs: state.catalogs + 1 }));
    },
    (error: unknown) => {
      unit.loaded = undefined;
      if (!activeBangla) banglaRuntime = undefined;
      throw error;
    },
  );
  return unit.loaded;
}

/** Resolves once every unit loaded so far has its words for the chosen language. */
export async function whenMessagesReady(): Promise<void> {
  if (languageStore.getState().chosen === 'bn') await Promise.all(unitCatalogs.map(loadCatalog));
}

/**
 * Shows the page in `language`: at once for English; for Bangla once Lingui and the catalogs of
 * the units on the page are in (a failed download leaves the page in English and rejects).
 */
export async function showLanguage(language: Language): Promise<void> {
  languageStore.setState({ chosen: language });
  if (language === 'en') {
    languageStore.setState({ shown: 'en' });
    return;
  }
  try {
    await whenMessagesReady();
  } catch (error) {
    if (languageStore.getState().chosen === 'bn') languageStore.setState({ chosen: 'en' });
    throw error;
  }
  if (languageStore.getState().chosen === 'bn') languageStore.setState({ shown: 'bn' });
}

function translateIn(language: Language, text: string, values?: MessageValues): string {
  // A text no catalog has shows in English rather than not at all.
  if (language === 'bn')
    return activeBangla?.translate(text, values) ?? formatEnglish(text, values);
  return formatEnglish(text, values);
}

/** What `unitMessages` answers: a unit's `t`, and `useT` for its components. */
export interface UnitMessages<Text extends string> {
  /** For code outside components (loaders, toasts): the language the page shows right now. */
  readonly t: Translate<Text>;
  /** `t` for components, which re-render when the language changes. */
  readonly useT: () => Translate<Text>;
}

/**
 * A unit's words: call once, at the top of the unit's `src/locales/messages.ts`, with the import
 * of its Bangla catalog. `t` may only be given texts that catalog has, or the shared words it is
 * given (`shared`; a text neither has fails type-check); `useT` is `t` for components, which
 * re-render when the language changes.
 */
export function unitMessages<Catalog extends BanglaCatalog, Shared extends string = never>(
  loadBangla: () => Promise<{ default: Catalog }>,
  options: {
    /**
     * For a catalog several units bundle (`packages/ui`'s): its name, so that the page downloads
     * it once, from the first unit that registers it.
     */
    bundledAs?: string;
    /**
     * The words several units show (`sharedWords`, `@carzone/ui/words`): the unit's `t` takes
     * their English too. Their catalog is registered by the module that made them, which the
     * unit imports to pass them here, so it loads with the unit's own in Bangla.
     */
    shared?: UnitMessages<Shared>;
  } = {},
): UnitMessages<(keyof Catalog & string) | Shared> {
  type Text = (keyof Catalog & string) | Shared;
  const { bundledAs } = options;
  if (!(bundledAs && unitCatalogs.some((unit) => unit.bundledAs === bundledAs))) {
    const unit: UnitCatalog = { load: loadBangla, bundledAs };
    unitCatalogs.push(unit);
    if (languageStore.getState().chosen === 'bn') void loadCatalog(unit).catch(() => {});
  }

  // Every loaded catalog is in one Lingui: a unit's texts and the shared words alike.
  const t: Translate<Text> = (text, values) =>
    translateIn(languageStore.getState().shown, text, values);

  function useT(): Translate<Text> {
    const shown = useLanguageState((state) => state.shown);
    const catalogs = useLanguageState((state) => state.catalogs);
    return useMemo<Translate<Text>>(
      () => (text, values) => translateIn(shown, text, values),
      // `catalogs` is read by Lingui, not here: a catalog loaded later changes what it answers.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [shown, catalogs],
    );
  }

  return { t, useT };
}
