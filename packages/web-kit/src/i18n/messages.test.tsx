// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage } from '../api/api-client';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import {
  type CatalogLoaders,
  languageStore,
  showLanguage,
  unitMessages,
  useLanguage,
  whenMessagesReady,
} from './messages';

/** One catalog for every language but English, as a unit's `catalogs.ts` lists its own. */
const inEveryLanguage = <Text extends string>(
  load: () => Promise<{ default: Readonly<Record<Text, string>> }>,
) =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, load]),
  ) as CatalogLoaders<Text>;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const catalog = {
  'Available Cars': 'উপলব্ধ গাড়ি',
  'Welcome, {name}': 'স্বাগতম, {name}',
} as const;

const { t, useT } = unitMessages(inEveryLanguage(async () => ({ default: catalog })));

const roots: Root[] = [];

function render(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(node));
  return container;
}

function Greeting() {
  const translate = useT();
  const language = useLanguage();
  return (
    <p data-language={language}>
      {translate('Available Cars')} · {translate('Welcome, {name}', { name: 'Rahim' })}
    </p>
  );
}

afterEach(async () => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  await showLanguage('en');
});

describe('a unit’s words', () => {
  it('are its English texts, with their values, until Bangla is chosen', () => {
    const page = render(<Greeting />);
    expect(page.textContent).toBe('Available Cars · Welcome, Rahim');
    expect(t('Welcome, {name}', { name: 'Karim' })).toBe('Welcome, Karim');
  });

  it('change in place once Bangla’s words are in, and back to English at once', async () => {
    const page = render(<Greeting />);
    await act(() => showLanguage('bn'));
    expect(page.textContent).toBe('উপলব্ধ গাড়ি · স্বাগতম, Rahim');
    expect(page.querySelector('p')?.dataset.language).toBe('bn');
    expect(t('Available Cars')).toBe('উপলব্ধ গাড়ি');
    await act(() => showLanguage('en'));
    expect(page.textContent).toBe('Available Cars · Welcome, Rahim');
  });

  it('are rendered ahead of time in the language shown, and taken over in it without a mismatch', async () => {
    await showLanguage('bn');
    const html = renderToString(<Greeting />);
    expect(html).toMatch(/^<p data-language="bn">উপলব্ধ গাড়ি.*স্বাগতম, Rahim<\/p>$/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const rendered = container.querySelector('p');
    const mismatches: unknown[] = [];
    await act(async () => {
      const root = hydrateRoot(container, <Greeting />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      roots.push(root);
    });
    expect(mismatches).toEqual([]);
    // React kept the element it was given: nothing was rendered anew.
    expect(container.querySelector('p')).toBe(rendered);
    expect(container.textContent).toBe('উপলব্ধ গাড়ি · স্বাগতম, Rahim');
  });

  it('of a unit loaded while the page is in Bangla are ready before it renders', async () => {
    await showLanguage('bn');
    const late = unitMessages(
      inEveryLanguage(async () => ({ default: { 'My Cars': 'আমার গাড়ি' } as const })),
    );
    await whenMessagesReady();
    expect(late.t('My Cars')).toBe('আমার গাড়ি');
  });

  it('stay English when Bangla’s words cannot be downloaded, and the next switch tries again', async () => {
    let attempts = 0;
    const flaky = unitMessages(
      inEveryLanguage(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { default: { 'Add Car': 'গাড়ি যোগ করুন' } as const };
      }),
    );
    await expect(showLanguage('bn')).rejects.toThrow('offline');
    expect(languageStore.getState()).toMatchObject({ chosen: 'en', shown: 'en' });
    expect(t('Available Cars')).toBe('Available Cars');
    await showLanguage('bn');
    expect(flaky.t('Add Car')).toBe('গাড়ি যোগ করুন');
  });
});

describe('a text that changes with a number', () => {
  const { t: listed } = unitMessages(
    inEveryLanguage(async () => ({
      default: {
        '{count, plural, one {# car listed.} other {# cars listed.}}':
          '{count, plural, other {#টি গাড়ি}} তালিকাভুক্ত আছে।',
      } as const,
    })),
  );
  const sentence = (count: number) =>
    listed('{count, plural, one {# car listed.} other {# cars listed.}}', { count });

  it("is one ICU message, said by each language's plural rules, in its digits", async () => {
    expect([sentence(1), sentence(3), sentence(1250)]).toEqual([
      '1 car listed.',
      '3 cars listed.',
      '1,250 cars listed.',
    ]);
    await showLanguage('bn');
    expect([sentence(1), sentence(3), sentence(1250)]).toEqual([
      '১টি গাড়ি তালিকাভুক্ত আছে।',
      '৩টি গাড়ি তালিকাভুক্ত আছে।',
      '১,২৫০টি গাড়ি তালিকাভুক্ত আছে।',
    ]);
  });
});

describe('shared words', () => {
  it("are taken by a unit's t beside its own, and come in Bangla with the unit's", async () => {
    const shared = unitMessages(
      inEveryLanguage(async () => ({ default: { Email: 'ইমেইল' } as const })),
      {
        bundledAs: '@carzone/test-shared',
      },
    );
    const unit = unitMessages(
      inEveryLanguage(async () => ({ default: { 'Write to us': 'আমাদের লিখুন' } as const })),
      {
        shared,
      },
    );
    expect([unit.t('Email'), unit.t('Write to us')]).toEqual(['Email', 'Write to us']);
    await showLanguage('bn');
    expect([unit.t('Email'), unit.t('Write to us')]).toEqual(['ইমেইল', 'আমাদের লিখুন']);
    // @ts-expect-error: a text neither catalog has fails type-check
    expect(unit.t('Password')).toBe('Password');
  });
});

describe("the API's refusals", () => {
  const overlap = new ApiError(
    409,
    'এই তারিখগুলো আগেই বুক করা হয়ে গেছে',
    true,
    {},
    {},
    'booking.overlap',
  );

  it("are the server's words as it sent them: it answers in the page's language itself", async () => {
    expect(apiErrorMessage(overlap, 'fallback')).toBe('এই তারিখগুলো আগেই বুক করা হয়ে গেছে');
    languageStore.setState({ chosen: 'bn' });
    await whenMessagesReady().catch(() => {});
    languageStore.setState({ shown: 'bn' });
    expect(apiErrorMessage(overlap, 'fallback')).toBe('এই তারিখগুলো আগেই বুক করা হয়ে গেছে');
  });

  it("say that no answer came in the page's language", async () => {
    const unreachable = new ApiError(0, 'Server error, please try again later.', false);
    expect(apiErrorMessage(unreachable, 'fallback')).toBe('Server error, please try again later.');
    await showLanguage('bn');
    expect(apiErrorMessage(unreachable, 'fallback')).toBe(
      'সার্ভারে সমস্যা হয়েছে, অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    );
  });
});

describe('a catalog several units bundle', () => {
  it('is downloaded once, from the first unit that registers it', async () => {
    let downloads = 0;
    const load = async () => {
      downloads += 1;
      return { default: { Retrying: 'আবার চেষ্টা হচ্ছে' } as const };
    };
    const first = unitMessages(inEveryLanguage(load), { bundledAs: '@carzone/shared-words' });
    const second = unitMessages(inEveryLanguage(load), { bundledAs: '@carzone/shared-words' });
    await showLanguage('bn');
    expect(downloads).toBe(1);
    expect(first.t('Retrying')).toBe('আবার চেষ্টা হচ্ছে');
    expect(second.t('Retrying')).toBe('আবার চেষ্টা হচ্ছে');
  });
});
