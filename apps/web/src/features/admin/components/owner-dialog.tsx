import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminClub, InvitationLink as Link } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useSetOwner } from '../api/set-club-owner';
import {
  emptyPerson,
  personChoiceOf,
  type PersonDraft,
} from '@/components/person-choice/person-choice-fields';
import { InvitationLink } from '@/components/person-choice/invitation-link';
import { OwnerFields } from './owner-fields';
import dialogForm from './dialog-form.module.css';

interface OwnerDialogProps {
  club: AdminClub;
  open: boolean;
  onClose: () => void;
}

/** The admin gives the club to another owner: an account, or a person invited by a link. */
export function OwnerDialog({ club, open, onClose }: OwnerDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const setOwner = useSetOwner(club.id);
  const [link, setLink] = useState<Link | null>(null);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: { owner: emptyPerson },
    resolver: requestResolver('setOwnerBodySchema', (draft: { owner: PersonDraft }) => ({
      owner: personChoiceOf(draft.owner),
    })),
  });
  const close = () => {
    setLink(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ owner }) => {
    try {
      const { invitation } = await setOwner.mutateAsync(owner);
      if (invitation) setLink(invitation);
      else close();
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  return (
    <Dialog open={open} onClose={close}>
      <form className={dialogForm.form} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('admin.changeOwner')}</DialogTitle>
        <DialogContent>
          {link ? (
            <InvitationLink invitation={link} hint="admin.invitationHint" />
          ) : (
            <OwnerFields control={form.control} prefix="owner" />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{link ? t('common.close') : t('common.cancel')}</Button>
          {!link && (
            <Button type="submit" variant="contained" loading={setOwner.isPending}>
              {t('admin.save')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
