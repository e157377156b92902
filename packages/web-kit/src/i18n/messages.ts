import { useMemo, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Language, TranslatedLanguage } from '@carzone/domain';
import { formatEnglish } from './english';
import type { TranslationRuntime } from './translation-runtime';

/**
 * A unit's catalog in one language: each English text the unit shows (exactly as it is written
 * in its code, which is the English catalog) and its translation. Texts are ICU messages:
 * `{name}`, and `{count, plural, one {# car} other {# cars}}` for a text that changes with a number.
 */
export type TranslationCatalog = Readonly<Record<string, string>>;

/**
 * A unit's catalogs, one download per language but English (its generated
 * `src/locales/catalogs.ts`), each with every one of the unit's English texts.
 */
export type CatalogLoaders<Text extends string = string> = Readonly<
  Record<TranslatedLanguage, () => Promise<{ default: Readonly<Record<Text, string>> }>>
>;

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

interface UnitCatalogs {
  load: CatalogLoaders;
  bundledAs?: string;
  loaded: Partial<Record<TranslatedLanguage, Promise<void>>>;
}

const unitCatalogs: UnitCatalogs[] = [];
const runtimes: Partial<Record<TranslatedLanguage, Promise<TranslationRuntime>>> = {};
const activeRuntimes: Partial<Record<TranslatedLanguage, TranslationRuntime>> = {};

const loadRuntime = (language: TranslatedLanguage) =>
  (runtimes[language] ??= import('./translation-runtime')
    .then(({ createTranslationRuntime }) => createTranslationRuntime(language))
    .then((runtime) => (activeRuntimes[language] = runtime)));

/**
 * Loads a unit's words in a language once; after a failure (a lost connection), the next switch
 * tries again.
 */
function loadCatalog(unit: UnitCatalogs, language: TranslatedLanguage): Promise<void> {
  return (unit.loaded[language] ??= Promise.all([
    loadRuntime(language),
    unit.load[language](),
  ]).then(
    async ([runtime, catalog]) => {
      await runtime.load(catalog.default);
      languageStore.setState((state) => ({ catalogs: state.catalogs + 1 }));
    },
    (error: unknown) => {
      delete unit.loaded[language];
      if (!activeRuntimes[language]) delete runtimes[language];
      throw error;
    },
  ));
}

/** The chosen language when it needs catalogs (every one but English, the code's). */
function chosenTranslation(): TranslatedLanguage | undefined {
  const { chosen } = languageStore.getState();
  return chosen === 'en' ? undefined : chosen;
}

/** Resolves once every unit loaded so far has its words for the chosen language. */
export async function whenMessagesReady(): Promise<void> {
  const language = chosenTranslation();
  if (language) await Promise.all(unitCatalogs.map((unit) => loadCatalog(unit, language)));
}

/**
 * Shows the page in `language`: at once for English; for another once Lingui and the catalogs of
 * the units on the page are in (a failed download leaves the page as it was and rejects).
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
    const { chosen, shown } = languageStore.getState();
    if (chosen === language) languageStore.setState({ chosen: shown });
    throw error;
  }
  if (languageStore.getState().chosen === language) languageStore.setState({ shown: language });
}

function translateIn(language: Language, text: string, values?: MessageValues): string {
  // A text no catalog has shows in English rather than not at all.
  return (
    (language === 'en' ? undefined : activeRuntimes[language]?.translate(text, values)) ??
    formatEnglish(text, values)
  );
}

/** What `unitMessages` answers: a unit's `t`, and `useT` for its components. */
export interface UnitMessages<Text extends string> {
  /** For code outside components (loaders, toasts): the language the page shows right now. */
  readonly t: Translate<Text>;
  /** `t` for components, which re-render when the language changes. */
  readonly useT: () => Translate<Text>;
}

/**
 * A unit's words: call once, at the top of the unit's `src/locales/messages.ts`, with its
 * catalogs (`src/locales/catalogs.ts`). `t` may only be given texts they have, or the shared words
 * it is given (`shared`; a text neither has fails type-check); `useT` is `t` for components, which
 * re-render when the language changes.
 */
export function unitMessages<Own extends string, Shared extends string = never>(
  catalogs: CatalogLoaders<Own>,
  options: {
    /**
     * For a catalog several units bundle (`packages/ui`'s): its name, so that the page downloads
     * it once, from the first unit that registers it.
     */
    bundledAs?: string;
    /**
     * The words several units show (`sharedWords`, `@carzone/ui/words`): the unit's `t` takes
     * their English too. Their catalog is registered by the module that made them, which the
     * unit imports to pass them here, so it loads with the unit's own in another language.
     */
    shared?: UnitMessages<Shared>;
  } = {},
): UnitMessages<Own | Shared> {
  type Text = Own | Shared;
  const { bundledAs } = options;
  if (!(bundledAs && unitCatalogs.some((unit) => unit.bundledAs === bundledAs))) {
    const unit: UnitCatalogs = { load: catalogs, bundledAs, loaded: {} };
    unitCatalogs.push(unit);
    const language = chosenTranslation();
    if (language) void loadCatalog(unit, language).catch(() => {});
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
