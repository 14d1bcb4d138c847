import type { PersonalDataCounts } from '../../../../../shared/privacy/types.ts';

/** 'leads: 2, newsletter: 1' from the counts each store gave. */
export function countsText(counts: PersonalDataCounts): string {
  const parts = Object.entries(counts).map(([store, count]) => `${store}: ${count}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** Hands the export to the browser as a file, without putting the data in an address. */
export function downloadJson(filename: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
