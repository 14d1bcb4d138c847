import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../test/render.tsx';
import { ValuationForm } from './ValuationForm.tsx';

describe('ValuationForm', () => {
  it('starts from the usual request and shows each message for what is wrong', async () => {
    const { user } = await renderInDom(<ValuationForm />, '/valuations');
    const form = within(screen.getByRole('form', { name: 'Valuation request' }));
    expect(form.getByLabelText('Additional message (optional)')).toHaveAttribute('rows', '4');
    expect(await form.findByLabelText('Property type', { selector: 'input' })).toHaveValue('Signature Villa');
    expect(form.getByLabelText('Service required', { selector: 'input' })).toHaveValue('Just Valuation');
    expect(form.getByLabelText('Preferred contact method', { selector: 'input' })).toHaveValue('Email');

    await user.type(form.getByLabelText(/^Full name/), 'A');
    await user.type(form.getByLabelText(/^Email/), 'not-an-email');
    await user.type(form.getByLabelText(/^Phone/), '123');
    await user.click(form.getByRole('button', { name: 'Request Valuation' }));
    expect(form.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Request Valuation' })).toBeEnabled();
  });

  it('says what is wrong in Arabic on an Arabic page', async () => {
    const { user } = await renderInDom(<ValuationForm />, '/ar/valuations');
    const form = within(screen.getByRole('form', { name: 'طلب تقييم' }));
    await user.click(form.getByRole('button', { name: 'اطلبوا التقييم' }));
    expect(form.getByText('يجب أن يتكوّن الاسم من حرفين على الأقل')).toBeInTheDocument();
    expect(form.getByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();
    expect(form.getByText('يرجى إدخال رقم هاتف صحيح')).toBeInTheDocument();
  });
});
