import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageTemplateView, RenderedTemplate } from '../../../shared/conversations/message-templates.ts';
import type { Timeline } from '../../../shared/conversations/types.ts';
import type { RouterContext } from '../../router-context.ts';
import { renderInDom } from '../../test/render.tsx';
import { Composer } from './Composer.tsx';

const composer: Timeline['composer'] = {
  email: 'amelia@example.com',
  phone: '+971501234567',
  language: 'ru',
  doNotContact: null,
  undeliverable: [],
  whatsapp: { configured: true, open: true, closesAt: new Date(Date.now() + 3_600_000).toISOString() },
  awaitingReplySince: null,
};

const template: MessageTemplateView = {
  id: 4,
  name: 'After a viewing',
  subject: 'Thank you for visiting {residence}',
  body: 'Dear {firstName}, ...',
  translations: { ru: { body: 'Уважаемая {firstName}, ...' } },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The server's filling for lead 7, in Russian: the subject has no Russian yet. */
const rendered: RenderedTemplate = {
  subject: 'Thank you for visiting Резиденция',
  body: 'Уважаемая Amelia, спасибо за визит.',
  language: 'ru',
  englishFallback: ['subject'],
  unfilled: ['agentPhone'],
};

function primed(templates: MessageTemplateView[]) {
  return ({ queryClient, trpc }: RouterContext) => {
    // Fresh for the whole test: nothing here answers a refetch.
    const fresh = { updatedAt: Date.now() + 3_600_000 };
    queryClient.setQueryData(trpc.conversations.templates.list.queryKey(), templates, fresh);
    queryClient.setQueryData(
      trpc.conversations.templates.render.queryKey({ templateId: 4, inquiryId: 7 }),
      rendered,
      fresh,
    );
  };
}

const renderComposer = (templates: MessageTemplateView[]) =>
  renderInDom(<Composer inquiryId={7} composer={composer} />, '/admin/inquiries/7', primed(templates));

describe("the composer's templates", () => {
  it("fills the subject and message in the lead's language, says what is in English, and leaves them editable", async () => {
    const { user } = await renderComposer([template]);
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'After a viewing' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('Уважаемая Amelia, спасибо за визит.');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Thank you for visiting Резиденция');
    expect(screen.getByTestId('template-fallback')).toHaveTextContent(
      'Not written in Russian yet: Subject in English.',
    );
    expect(screen.getByTestId('template-unfilled')).toHaveTextContent('{agentPhone}');

    await user.type(screen.getByLabelText('Message'), ' До встречи!');
    expect(screen.getByLabelText('Message')).toHaveValue('Уважаемая Amelia, спасибо за визит. До встречи!');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('gives WhatsApp free text the message alone, where a missing subject does not matter', async () => {
    const { user } = await renderComposer([template]);
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'After a viewing' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('Уважаемая Amelia, спасибо за визит.');
    expect(screen.queryByLabelText(/^Subject/)).toBeNull();
    expect(screen.queryByTestId('template-fallback')).toBeNull();
  });

  it('is not offered while there are no templates', async () => {
    await renderComposer([]);
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();
  });
});
