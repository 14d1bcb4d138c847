import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import { EnquiryForm } from './EnquiryDialog.tsx';

describe('EnquiryForm', () => {
  it('sends nothing without a name and a valid e-mail, and says so in the page’s language', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderInDom(
      <EnquiryForm residence="Penthouse B1" onSubmit={onSubmit} onCancel={() => undefined} />,
      '/ar/floor-plans',
    );
    await user.click(screen.getByRole('button', { name: 'إرسال الاستفسار' }));
    expect(screen.getByText('يرجى إدخال الاسم')).toBeInTheDocument();
    expect(screen.getByText('عنوان البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on what the visitor typed once it is valid', async () => {
    const onSubmit = vi.fn();
    const { user, container } = await renderInDom(
      <EnquiryForm residence="Penthouse B1" onSubmit={onSubmit} onCancel={() => undefined} />,
      '/floor-plans',
    );
    const form = within(container);
    await user.type(form.getByLabelText(/^Full name/), 'Sara Lindqvist');
    await user.type(form.getByLabelText(/^Email/), 'sara@example.com');
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Sara Lindqvist', email: 'sara@example.com' });
  });
});
