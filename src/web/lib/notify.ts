import { notifications, type NotificationData } from '@mantine/notifications';
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

/**
 * What a public form's toast says and how it looks: each form keeps its own colour (none: the
 * theme's) and may stay longer or shorter than the container's 5 s.
 */
export type VisitorToast = Pick<NotificationData, 'color' | 'autoClose'> & { title: string; message: string };

/** A toast for a visitor after a public form was sent, or failed to send. */
export function notifyVisitor(toast: VisitorToast): void {
  notifications.show(toast);
}
