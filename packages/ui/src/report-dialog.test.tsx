import type { ReportInput, ReportTargetType } from '@carzone/domain';
import { ApiError, loadInteractive } from '@carzone/web-kit';
import { renderRoute, showBangla, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './report-dialog';

beforeAll(() => loadInteractive(), 60_000);

function renderDialog(
  targetType: ReportTargetType,
  send: (input: ReportInput) => Promise<unknown>,
) {
  const onClose = vi.fn();
  renderRoute(
    {
      path: '/',
      Component: () => (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId="3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01"
            title="Report Rahim"
            send={send}
            onClose={onClose}
          />
        </Suspense>
      ),
    },
    '/',
  );
  return { onClose };
}

describe('the report form', { timeout: 30_000 }, () => {
  it("offers a person's reasons, sends the chosen one with the trimmed words, thanks and closes", async () => {
    const send = vi.fn(async () => ({ _id: 'a' }));
    const { onClose } = renderDialog('user', send);
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahim' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting them?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Abusive behaviour', 'Fraud', 'Did not show up', 'Something else']);
    const user = typist();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
    expect(send).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: 'Did not show up' }));
    await user.type(within(dialog).getByRole('textbox'), '  Never came.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Thanks, we'll look into it.")).toBeTruthy();
    expect(send.mock.calls).toEqual([
      [
        {
          targetType: 'user',
          targetId: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01',
          reason: 'noShow',
          text: 'Never came.',
        },
      ],
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("says the server's refusal and stays open", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, 'You have already reported this, and staff have not handled it yet.');
    });
    renderDialog('user', send);
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahim' });
    const user = typist();
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have already reported this, and staff have not handled it yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Report Rahim' })).toBeTruthy();
  });

  it("offers a message's reasons, asking to pay or talk outside CarZone among them", async () => {
    const send = vi.fn(async () => ({ _id: 'a' }));
    renderDialog('message', send);
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahim' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting it?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Abusive behaviour',
      'Fraud',
      'They ask to pay or talk outside CarZone',
      'It is spam or advertising',
      'Something else',
    ]);
    const user = typist();
    await user.click(
      within(group).getByRole('radio', { name: 'They ask to pay or talk outside CarZone' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Thanks, we'll look into it.")).toBeTruthy();
    expect(send.mock.calls).toEqual([
      [
        {
          targetType: 'message',
          targetId: '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01',
          reason: 'offPlatform',
        },
      ],
    ]);
  });

  it('speaks Bangla', async () => {
    await showBangla();
    renderDialog('user', vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahim' });
    expect(within(dialog).getByRole('radiogroup', { name: 'কেন তাঁকে রিপোর্ট করছেন?' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'আসেননি' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' })).toBeTruthy();
  });

  it("says a message's reasons in Bangla", async () => {
    await showBangla();
    renderDialog('message', vi.fn());
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahim' });
    expect(
      within(dialog).getByRole('radio', {
        name: 'তাঁরা CarZone-এর বাইরে টাকা দিতে বা কথা বলতে বলছেন',
      }),
    ).toBeTruthy();
  });
});
