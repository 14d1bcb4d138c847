import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import { LeadFormSubmit } from './LeadFormSubmit.tsx';

const unticked = { checked: false, onChange: () => undefined };

describe('LeadFormSubmit', () => {
  it('offers the marketing tick in its stored wording and the send button, with what goes beside it', async () => {
    await renderInDom(
      <form>
        <LeadFormSubmit marketing={unticked} sending={false} label="Send">
          <button type="button">Cancel</button>
        </LeadFormSubmit>
      </form>,
    );
    expect(screen.getByRole('checkbox', { name: 'Send me news and offers' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says it is sending and takes no second press meanwhile', async () => {
    await renderInDom(<LeadFormSubmit marketing={unticked} sending label="Send" />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
