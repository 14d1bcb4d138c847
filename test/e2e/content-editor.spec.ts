import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { newProperty } from '../fixtures/payloads.ts';
import { signIn, STAFF, trpcOf } from './staff.ts';

/**
 * Issue #46's "done when" for the editors: an Editor writes and publishes an article in two languages
 * in the rich-text editor, and edits a residence's features and photos (a new order, alt text in
 * Arabic); the public pages then show them. Desktop only: what the editor does on a phone adds nothing.
 */

const PHOTOS = [
  '/media/properties/apartment-2bed-1.webp',
  '/media/properties/apartment-2bed-2.webp',
  '/media/properties/apartment-2bed-3.webp',
];

/** As the e2e owner: an Editor account, and a residence of its own for this test to change. */
async function setUp(page: Page, tag: string): Promise<{ editor: Page; propertyId: number }> {
  await signIn(page.request);
  const owner = trpcOf(page.request);
  const username = `editor-${tag}`;
  const password = `${username}-password`;
  await owner.auth.createUser.mutate({
    username,
    password,
    role: 'editor',
    agentId: null,
    currentPassword: STAFF.password,
  });
  const property = await owner.properties.create.mutate({
    ...newProperty,
    title: `Editor's residence ${tag}`,
    imageUrl: PHOTOS[0]!,
    photos: PHOTOS,
  });
  const context = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL });
  const editor = await context.newPage();
  await signIn(editor.request, { username, password });
  return { editor, propertyId: property.id };
}

/** Types into the rich-text editor (Tiptap) of the language tab shown: only that tab's editor is mounted. */
async function writeBody(page: Page, text: string): Promise<void> {
  await page.getByRole('tabpanel').locator('[contenteditable="true"]').click();
  await page.keyboard.type(text);
}

test('an Editor publishes an article in two languages and reorders and describes a residence’s photos', async ({
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const { editor, propertyId } = await setUp(page, tag);
  const slug = `editors-note-${tag}`;

  // The article: English and Arabic, published at once.
  await editor.goto('/admin/articles/new');
  await editor.getByLabel(/^Address/).fill(slug);
  await editor.getByLabel('Cover image', { exact: true }).fill('/media/amenities/spa.webp');
  await editor.getByLabel('Title (English)').fill('Morning light at the spa');
  await editor.getByLabel('Excerpt (English)').fill('How the spa is lit for the calm residents ask for.');
  await editor.getByLabel('Cover image text (English)').fill('The spa in the morning');
  await writeBody(editor, 'Light matters at the spa.');
  await editor.getByRole('tab', { name: /Arabic/ }).click();
  await editor.getByLabel('Title (Arabic)').fill('ضوء الصباح في المنتجع الصحي');
  await editor.getByLabel('Excerpt (Arabic)').fill('كيف يُضاء المنتجع الصحي للهدوء الذي يطلبه السكان.');
  await editor.getByLabel('Cover image text (Arabic)').fill('المنتجع الصحي في الصباح');
  await writeBody(editor, 'الضوء مهم في المنتجع.');
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor).toHaveURL(/\/admin\/articles$/);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morning light at the spa');
  await expect(page.getByText('Light matters at the spa.')).toBeVisible();
  await page.goto(`/ar/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ضوء الصباح في المنتجع الصحي');
  await expect(page.getByText('الضوء مهم في المنتجع.')).toBeVisible();
  // The blog's own tests count its seven demo posts, the newest first: the article goes once its pages
  // are checked.
  const owner = trpcOf(page.request);
  const written = (await owner.articles.all.query()).find((article) => article.slug === slug);
  expect(written).toBeDefined();
  await owner.articles.delete.mutate({ id: written!.id });

  // The residence: a feature added, the last photo dragged to the front by keyboard, its alt text in Arabic.
  await editor.goto(`/admin/properties/${propertyId}`);
  await editor.getByLabel('Features', { exact: true }).fill('Private plunge pool\nSea-facing terrace');
  const handle = editor.getByLabel('Drag photo 3 to another place');
  await handle.focus();
  await editor.keyboard.press('Space');
  await editor.keyboard.press('ArrowUp');
  await editor.keyboard.press('ArrowUp');
  await editor.keyboard.press('Space');
  const first = editor.getByRole('listitem', { name: 'Photo 1' });
  // Its thumbnail is decorative until it has alt text, so it is found by tag, not role.
  await expect(first.locator('img')).toHaveAttribute('src', PHOTOS[2]!);
  await first.getByLabel('Alt text (English)').fill('The living room at dusk');
  await first.getByLabel('Alt text (Arabic)').fill('غرفة المعيشة عند الغروب');
  await first.getByRole('button', { name: 'Make main' }).click();
  await editor.getByRole('button', { name: 'Update Property' }).click();
  await expect(editor).toHaveURL(/\/admin\/properties$/);

  await page.goto(`/properties/${propertyId}`);
  await expect(page.getByRole('heading', { name: 'Features' }).locator('..')).toContainText('Private plunge pool');
  await expect(page.getByRole('img', { name: 'The living room at dusk' })).toHaveAttribute('src', /apartment-2bed-3/);
  await page.goto(`/ar/properties/${propertyId}`);
  await expect(page.getByRole('img', { name: 'غرفة المعيشة عند الغروب' })).toBeVisible();
});
