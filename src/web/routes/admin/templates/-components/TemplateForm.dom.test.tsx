import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageTemplateView } from '../../../../../shared/conversations/message-templates.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { TemplateForm } from './TemplateForm.tsx';
import { TemplateList } from './TemplateList.tsx';

const template: MessageTemplateView = {
  id: 4,
  name: 'After a viewing',
  subject: 'Thank you for visiting {residence}',
  body: 'Dear {firstName}, thank you for coming.',
  translations: {
    ar: { subject: 'شكراً لزيارتكم {residence}', body: 'عزيزي {firstName}، شكراً لزيارتكم.' },
    ru: { body: 'Уважаемый(ая) {firstName}, спасибо за визит.' },
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const templatesListed = ({ queryClient, trpc }: RouterContext) =>
  queryClient.setQueryData(trpc.conversations.templates.list.queryKey(), [template], {
    updatedAt: Date.now() + 3_600_000,
  });

describe('the message template editor', () => {
  it('refuses a placeholder that is not ours by name, before anything is sent', async () => {
    const { user } = await renderInDom(<TemplateForm record={null} />, '/admin/templates/new');
    await user.type(screen.getByLabelText(/^Name/), 'First reply');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('Dear {firstname}, about {residence}.');
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText(/^Unknown placeholder \{firstname\}: use \{firstName\}/)).toBeInTheDocument();
    expect(screen.getByTestId('template-placeholders')).toHaveTextContent('{agentName}');
  });

  it('shows each language as filled or missing, a tab per language with the English beside it', async () => {
    const { user } = await renderInDom(<TemplateForm record={template} />, '/admin/templates/4');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringMatching(/^Arabic.*Complete$/),
      expect.stringMatching(/^Russian.*1 missing$/),
      expect.stringMatching(/^Chinese.*2 missing$/),
    ]);
    await user.click(tabs[1]!);
    expect(screen.getByLabelText('Subject (Russian)')).toHaveValue('');
    expect(screen.getByText('English: Thank you for visiting {residence}')).toBeInTheDocument();
    expect(screen.getByLabelText('Message (Russian)')).toHaveValue('Уважаемый(ая) {firstName}, спасибо за визит.');
  });

  it('lists the templates with their languages at a glance', async () => {
    await renderInDom(<TemplateList templates={[template]} />, '/admin/templates', templatesListed);
    const badges = within(screen.getByLabelText('Translations'));
    expect(badges.getByText('Arabic ✓')).toBeInTheDocument();
    expect(badges.getByText('Russian: 1 missing')).toBeInTheDocument();
    expect(badges.getByText('Chinese: 2 missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit After a viewing' })).toHaveAttribute('href', '/admin/templates/4');
  });
});
