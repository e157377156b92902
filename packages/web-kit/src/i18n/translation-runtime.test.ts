import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslationRuntime } from './translation-runtime';

const LISTED = '{count, plural, one {# car listed.} other {# cars listed.}}';

describe("a translated language's runtime", () => {
  it('says a count of a catalog compiled as the build compiles it, in Bengali digits', async () => {
    const bangla = await createTranslationRuntime('bn');
    await bangla.load({
      [LISTED]: compileMessage('{count, plural, other {#টি গাড়ি}} তালিকাভুক্ত আছে।'),
    });
    expect(bangla.translate(LISTED, { count: 1 })).toBe('১টি গাড়ি তালিকাভুক্ত আছে।');
    expect(bangla.translate(LISTED, { count: 1250 })).toBe('১,২৫০টি গাড়ি তালিকাভুক্ত আছে।');
    expect(bangla.translate('No catalog has this', { count: 1 })).toBeUndefined();
  });

  it('shows a text its translator has not written yet in English, as no catalog had it', async () => {
    const bangla = await createTranslationRuntime('bn');
    await bangla.load({ 'Available Cars': '', Home: 'হোম' });
    expect(bangla.translate('Available Cars')).toBeUndefined();
    expect(bangla.translate('Home')).toBe('হোম');
  });
});
