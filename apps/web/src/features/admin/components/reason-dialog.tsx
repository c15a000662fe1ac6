import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import type { ParsedBy, SchemaName, Shared } from '@/lib/shared-schemas';
import { FormTextArea } from '@/components/form-field';
import dialogForm from './dialog-form.module.css';
import styles from './reason-dialog.module.css';
import warning from './warning-button.module.css';

interface ReasonDialogProps<
  Values extends FieldValues & { reason: string },
  Name extends SchemaName,
  Body = ParsedBy<Shared[Name]>,
> {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  submitLabel: string;
  /** The name of the shared schema of the request the form becomes (loaded on first check). */
  schema: Name;
  defaultValues: DefaultValues<Values>;
  reasonRequired?: boolean;
  busy: boolean;
  /** Sends the request; answers what the toast then says. */
  send: (body: Body) => Promise<string>;
  /** Fields asked before the reason (a suspension's choice for the club's bookings). */
  children?: (control: Control<Values, unknown, Body>) => ReactNode;
}

/**
 * An admin action taken with a reason the other side is told (declining an application,
 * suspending a club): the reason and any choice of its own, checked by the request's shared
 * schema, and a toast for how it went.
 */
export function ReasonDialog<
  Values extends FieldValues & { reason: string },
  Name extends SchemaName,
  Body = ParsedBy<Shared[Name]>,
>(props: ReasonDialogProps<Values, Name, Body>) {
  const { open, onClose, schema, defaultValues, send, children } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<Values, unknown, Body>({
    mode: 'onTouched',
    defaultValues,
    resolver: requestResolver<Values, Name, Body>(schema),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      toast.show({ message: await send(body), severity: 'success' });
      form.reset();
      onClose();
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  return (
    <Dialog open={open} onClose={onClose}>
      <form className={dialogForm.form} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <DialogDescription>{props.hint}</DialogDescription>
          <div className={styles.fields}>
            {children?.(form.control)}
            <FormTextArea
              control={form.control as unknown as Control<{ reason: string }>}
              name="reason"
              label={t('admin.reason')}
              required={props.reasonRequired}
              rows={2}
            />
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            className={warning.contained}
            loading={props.busy}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
