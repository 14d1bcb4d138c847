import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { z } from 'zod';
import { useKeepTypedBeforeHydration } from '../../lib/hydration/use-keep-typed-before-hydration.ts';
import { notifyVisitor, type VisitorToast } from '../../lib/notify.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import type { Trpc } from '../../router-context.ts';
import { leadContext } from './attribution.ts';

/*
 * The one way a public form takes a lead (the landing's contact form, the enquiry dialog, the
 * valuation and lettings requests, the viewing, shortlist and cost e-mail forms, the finder's "Alert me"):
 * - its fields are a zod schema built from the shared one; the values are that schema's input, and
 *   the form checks them with it before anything is sent, its messages in the page's language;
 * - what a visitor typed before the form hydrated is kept (useKeepTypedBeforeHydration);
 * - one call stores the lead, with the page it was sent from and the visit's attribution
 *   (leadContext); a form's own toasts say how it went, a server's refusal in trpcErrorMessage's words.
 * `useLeadForm` is all of it; a form drawn by one component and sent by another (the enquiry dialog),
 * or one that keeps its values once sent (the alert, whose dialog closes), uses its two halves,
 * `useLeadFields` and `useSendLead`.
 *
 * The footer's newsletter sign-up is not one of them: its one field is checked by the browser
 * (`type="email"`, required) and by the server, whose refusal it shows in the page's language. Every
 * page hydrates the footer, and zod with the form library would add ~48 kB gzip to it.
 */

/** A form's fields: an object schema whose input is what the inputs hold. */
export type LeadFormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What every lead carries besides its own fields (see attribution.ts). */
export type LeadContext = ReturnType<typeof leadContext>;

/** The toasts of a form that has them, in the page's language (read when shown). */
export interface LeadToasts {
  sent: () => VisitorToast;
  /** Its message stands in when the server gives none a visitor should read. */
  failed: () => VisitorToast;
}

export interface LeadSending<Values, Sent, Stored, Failure> {
  /** The call that stores the lead: `(trpc) => trpc.inquiries.create.mutationOptions()` for an inquiry. */
  mutation: (trpc: Trpc) => UseMutationOptions<Stored, Failure, Sent>;
  /** What the call takes for the checked values, the page and attribution included as it wants them. */
  toLead: (values: Values, context: LeadContext) => NoInfer<Sent>;
  toasts?: LeadToasts;
  /** After the lead is stored (and its toast shown). */
  onSent?: () => void;
}

/** The form half: values typed by the schema, checked by it, and kept when typed before hydration. */
export function useLeadFields<Schema extends LeadFormSchema>(schema: Schema, initialValues: z.input<Schema>) {
  const form = useForm<z.input<Schema>, z.output<Schema>>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Checked just before by the same schema: what is sent is what it gives (trimmed, blanks dropped).
    transformValues: (values) => schema.parse(values),
  });
  const formRef = useKeepTypedBeforeHydration<HTMLFormElement>();
  return { form, formRef };
}

/** The sending half: the call, its toasts and its state. */
export function useSendLead<Values, Sent, Stored, Failure>({
  mutation,
  toLead,
  toasts,
  onSent,
}: LeadSending<Values, Sent, Stored, Failure>) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const store = useMutation(mutation(trpc));
  const send = (values: Values) =>
    store.mutate(toLead(values, leadContext()), {
      onSuccess: () => {
        if (toasts) notifyVisitor(toasts.sent());
        onSent?.();
      },
      onError: (error) => {
        if (!toasts) return;
        const failed = toasts.failed();
        notifyVisitor({ ...failed, message: trpcErrorMessage(error, failed.message) });
      },
    });
  return {
    send,
    sending: store.isPending,
    /** The lead is stored; a confirmation shows until `sendAnother`. */
    sent: store.isSuccess,
    /** Why the last sending failed, if it did. */
    error: store.error,
    /** What the server answered for the stored lead (a booked viewing's time and agent). */
    stored: store.data,
    sendAnother: store.reset,
  };
}

export interface LeadFormOptions<Schema extends LeadFormSchema, Sent, Stored, Failure> extends Omit<
  LeadSending<z.output<Schema>, Sent, Stored, Failure>,
  'onSent'
> {
  schema: Schema;
  initialValues: z.input<Schema>;
}

/**
 * A public form that takes a lead: put `formRef` and `submit` on its `<form>` and
 * `form.getInputProps(field)` on each input. Once the lead is stored, the form is empty again.
 */
export function useLeadForm<Schema extends LeadFormSchema, Sent, Stored, Failure>({
  schema,
  initialValues,
  ...sending
}: LeadFormOptions<Schema, Sent, Stored, Failure>) {
  const { form, formRef } = useLeadFields(schema, initialValues);
  const lead = useSendLead({ ...sending, onSent: () => form.reset() });
  return { ...lead, form, formRef, submit: form.onSubmit(lead.send) };
}
