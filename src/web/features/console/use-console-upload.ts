import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { uploadFile, UploadError } from './upload.ts';
import { refetchChanged, type Toast } from './use-console-mutation.ts';

export interface ConsoleUploadOptions<Result> {
  /** The staff upload route the file is posted to. */
  path: string;
  /** The toast of an upload that worked. */
  saved: (result: Result, file: File) => Toast;
  /** The toast of a refused one; the server's own words replace `message` when it gave some. */
  failed: Toast;
  /** Every query the upload may change: fetched again once it has worked. */
  invalidate: readonly QueryKey[];
}

/**
 * A file sent to a staff upload route (multipart, which tRPC does not carry), the console's way, as
 * `useConsoleMutation` is for procedures: a toast for each outcome and, once it has worked, the
 * queries it changed fetched again. `upload` resolves true when the file was taken.
 */
export function useConsoleUpload<Result>({ path, saved, failed, invalidate }: ConsoleUploadOptions<Result>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File, fields: Record<string, string> = {}): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await uploadFile<Result>(path, file, fetch, fields);
      const { title, message } = saved(result, file);
      notifySuccess(title, message);
      await refetchChanged(queryClient, invalidate);
      return true;
    } catch (error) {
      notifyError(failed.title, error instanceof UploadError ? error.message : failed.message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
