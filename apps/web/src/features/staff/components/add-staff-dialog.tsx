import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { InvitationLink as Link, StaffRole } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { InvitationLink } from '@/components/person-choice/invitation-link';
import {
  emptyPerson,
  personChoiceOf,
  PersonChoiceFields,
  type PersonDraft,
} from '@/components/person-choice/person-choice-fields';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useAddStaff } from '../api/add-staff';
import styles from './add-staff-dialog.module.css';
import { RoleChoice } from './role-choice';

interface StaffDraft {
  person: PersonDraft;
  role: StaffRole;
}

/** The owner takes someone on: an account by phone or username, or a new person by a link. */
export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddStaff();
  const [link, setLink] = useState<Link | null>(null);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: {
      person: { ...emptyPerson, kind: 'existing' },
      role: 'front_desk',
    } as StaffDraft,
    resolver: requestResolver('addStaffBodySchema', (draft: StaffDraft) => ({
      person: personChoiceOf(draft.person),
      role: draft.role,
    })),
  });
  const role = useController({ control: form.control, name: 'role' });
  const close = () => {
    setLink(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const { member, invitation } = await add.mutateAsync(body);
      toast.show({ message: t('staff.added', { name: member.name }), severity: 'success' });
      if (invitation) setLink(invitation);
      else close();
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('staff.failed')), severity: 'error' });
    }
  });
  return (
    <Dialog open={open} onClose={close}>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('staff.add')}</DialogTitle>
        <DialogContent>
          {link ? (
            <InvitationLink invitation={link} hint="staff.invitationHint" />
          ) : (
            <div className={styles.fields}>
              <PersonChoiceFields
                control={form.control}
                prefix="person"
                labels={{
                  choice: t('staff.personChoice'),
                  invite: t('staff.invite'),
                  existing: t('staff.existing'),
                  name: t('staff.name'),
                }}
              />
              <RoleChoice value={role.field.value} onChange={role.field.onChange} />
            </div>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{link ? t('common.close') : t('common.cancel')}</Button>
          {!link && (
            <Button type="submit" variant="contained" loading={add.isPending}>
              {t('staff.addSubmit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
