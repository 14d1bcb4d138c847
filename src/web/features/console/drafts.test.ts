import { describe, expect, it } from 'vitest';
import { allowDraftRestore, registerOpenForm, saveOpenDrafts, takeDraft } from './drafts.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('form drafts across a lost session', () => {
  it('keeps what an open form holds and gives it back once', () => {
    const storage = memoryStorage();
    const unregister = registerOpenForm('admin-draft:/admin/agents/new', () => ({ name: 'Layla' }));
    saveOpenDrafts(storage);
    unregister();
    // Not before staff have signed in again.
    expect(takeDraft('admin-draft:/admin/agents/new', storage)).toBeNull();
    allowDraftRestore(storage);
    expect(takeDraft('admin-draft:/admin/agents/new', storage)).toEqual({ name: 'Layla' });
    expect(takeDraft('admin-draft:/admin/agents/new', storage)).toBeNull();
  });

  it('keeps nothing for a form that has closed', () => {
    const storage = memoryStorage();
    registerOpenForm('admin-draft:/admin/gallery/new', () => ({ url: '/x.webp' }))();
    saveOpenDrafts(storage);
    allowDraftRestore(storage);
    expect(takeDraft('admin-draft:/admin/gallery/new', storage)).toBeNull();
  });
});
