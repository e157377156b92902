// @vitest-environment jsdom
// The shell's tests run in Node; this one renders, so it takes the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import { renderPage, showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { AreaUnavailable } from './area-unavailable.tsx';

describe('AreaUnavailable', () => {
  it('says in English which area could not load, and offers to try again', () => {
    const view = renderPage(<AreaUnavailable area="car catalog" onRetry={() => {}} />);
    expect(view.getByRole('heading').textContent).toBe('This area is not available right now');
    expect(
      view.getByText(
        'We could not load the car catalog. The rest of CarZone keeps working; please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says it in Bangla, the area named in Bangla too, once the page is in Bangla', async () => {
    const view = renderPage(<AreaUnavailable area="car catalog" onRetry={() => {}} />);
    await showBangla();
    expect(await view.findByRole('heading', { name: 'এই অংশটি এখন পাওয়া যাচ্ছে না' })).toBeTruthy();
    expect(view.getByText(/^গাড়ির তালিকা লোড করা যায়নি।/)).toBeTruthy();
    expect(view.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });

  it('names an area no remote is known for "this area", in Bangla too', async () => {
    const view = renderPage(<AreaUnavailable area="this area" />);
    expect(view.getByText(/^We could not load the this area\./)).toBeTruthy();
    await showBangla();
    expect(await view.findByText(/^এই অংশ লোড করা যায়নি।/)).toBeTruthy();
  });

  it("ends with the failed request's reference, for support, when there is one", () => {
    const view = renderPage(
      <AreaUnavailable area="car catalog" reference="Reference: 3f2b8c1e." />,
    );
    expect(view.getByRole('alert').textContent).toContain(
      'please try again in a moment. Reference: 3f2b8c1e.',
    );
  });
});
