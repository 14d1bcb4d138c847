import { notifications } from '@mantine/notifications';

/** A success toast with the spec's title and text. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', withBorder: true });
}

/** A destructive toast: the spec's failure texts. */
export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', withBorder: true });
}
