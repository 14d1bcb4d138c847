import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../../test/render.tsx';
import { StaffTwoFactorSetting } from './StaffTwoFactorSetting.tsx';

describe('the staff sign-in card of the settings screen', () => {
  it('offers every role to tick, with those required ticked', async () => {
    await renderInDom(<StaffTwoFactorSetting roles={['owner', 'agent']} fromEnvironment={false} />, '/admin/settings');
    const box = (name: string) => screen.getByRole('checkbox', { name });
    expect(box('Owners')).toBeChecked();
    expect(box('Managers')).not.toBeChecked();
    expect(box('Agents')).toBeChecked();
    expect(box('Editors')).not.toBeChecked();
    for (const name of ['Owners', 'Managers', 'Agents', 'Editors']) expect(box(name)).toBeEnabled();
  });

  it('shows every role required, and none to change, when the server requires it of everyone', async () => {
    await renderInDom(<StaffTwoFactorSetting roles={[]} fromEnvironment />, '/admin/settings');
    for (const name of ['Owners', 'Managers', 'Agents', 'Editors']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }
    expect(screen.getByText(/STAFF_2FA_REQUIRED is set on the server/)).toBeInTheDocument();
  });
});
