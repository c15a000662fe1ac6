import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { InvitationLink as Link, StaffRole } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
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
import { RoleChoice } from './role-choice';

interface StaffDraft {
  person: PersonDraft;
  role: StaffRole;
}

/** The owner takes someone on: an account by phone or username, or a new person by a link. */
export function AddStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
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
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('staff.add')}</DialogTitle>
        <DialogContent>
          {link ? (
            <InvitationLink invitation={link} hint="staff.invitationHint" />
          ) : (
            <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
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
            </Stack>
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
