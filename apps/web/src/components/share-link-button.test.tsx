import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../test/fixtures';
import { renderSignedIn } from '../test/render-app';
import { ShareLinkButton } from './share-link-button';

describe('Share link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the device's share sheet with the page's whole address", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderSignedIn(
      <ShareLinkButton path="/user/find-match/m-1" title="Club Retiro" />,
      anAuthResponse(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Club Retiro',
      url: `${window.location.origin}/user/find-match/m-1`,
    });
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('copies the address and says so where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderSignedIn(
      <ShareLinkButton path="/user/socials/n-1" title="Club Retiro" />,
      anAuthResponse(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user/socials/n-1`);
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy());
  });
});
