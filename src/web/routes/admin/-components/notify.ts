import { notifications } from '@mantine/notifications';
import classes from './Notify.module.css';

const common = {
  withBorder: true,
  classNames: { description: classes.description },
  closeButtonProps: { 'aria-label': 'Close notification' },
} as const;

/** A success toast with the spec's title and text. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ ...common, title, message, color: 'teal' });
}

/** A destructive toast: the spec's failure texts. */
export function notifyError(title: string, message: string): void {
  notifications.show({ ...common, title, message, color: 'red' });
}
