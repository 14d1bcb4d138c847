import { notifications } from '@mantine/notifications';
import classes from './notify.module.css';

const common = {
  withBorder: true,
  classNames: { description: classes.description },
  closeButtonProps: { 'aria-label': 'Close notification' },
} as const;

/** A success toast with a title and a line of text. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ ...common, title, message, color: 'teal' });
}

/** A destructive toast for a failed save or delete. */
export function notifyError(title: string, message: string): void {
  notifications.show({ ...common, title, message, color: 'red' });
}
