import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayedWithPerson } from '@courtside/shared';
import { maxInvitees } from '@courtside/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/bottom-sheet';
import { useToast } from '@/components/toast';
import { formatShortDate } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { useInvitePlayers } from '../api/invite-players';
import { usePlayedWith } from '@/lib/api/played-with';

interface PersonChoiceProps {
  person: PlayedWithPerson;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** One person played with: their name, and how often and when last. */
function PersonChoice({ person, checked, disabled, onToggle }: PersonChoiceProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} disabled={disabled} onChange={onToggle} />}
      label={
        <Stack>
          <Typography variant="body1">
            <bdi>{person.name}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('matches.invite.together', {
              count: person.games,
              date: formatShortDate(person.lastPlayedAt.slice(0, 10), currentLanguage()),
            })}
          </Typography>
        </Stack>
      }
    />
  );
}

interface InvitePlayersSheetProps {
  matchId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The organizer asks people they played with to the match: each gets a notice that opens it,
 * where they join by the match's rule. Nobody already asked is told twice.
 */
export function InvitePlayersSheet({ matchId, open, onClose }: InvitePlayersSheetProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const people = usePlayedWith(open);
  const invite = useInvitePlayers(matchId);
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );
  const send = () =>
    invite.mutate(chosen, {
      onSuccess: ({ invited }) => {
        toast.show({ message: t('matches.invite.sent', { count: invited }), severity: 'success' });
        setChosen([]);
        onClose();
      },
      onError: (error) => toast.show({ message: error.message, severity: 'error' }),
    });

  return (
    <BottomSheet open={open} onClose={onClose} labelledBy={titleId} padded>
      <Stack spacing={1.5} sx={{ pt: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('matches.invite.title')}
        </Typography>
        {people.isPending && <Skeleton height={48} aria-label={t('matches.invite.loading')} />}
        {people.isError && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{t('matches.invite.failed')}</Typography>
            <Button size="small" onClick={() => void people.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        )}
        {people.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('matches.invite.nobody')}
          </Typography>
        )}
        {people.data && people.data.length > 0 && (
          <Stack role="group" aria-labelledby={titleId} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {people.data.map((person) => (
              <PersonChoice
                key={person.id}
                person={person}
                checked={chosen.includes(person.id)}
                disabled={!chosen.includes(person.id) && chosen.length >= maxInvitees}
                onToggle={() => toggle(person.id)}
              />
            ))}
          </Stack>
        )}
        {Boolean(people.data?.length) && (
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            loading={invite.isPending}
            onClick={send}
          >
            {chosen.length === 0
              ? t('matches.invite.choose')
              : t('matches.invite.send', { count: chosen.length })}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </Stack>
    </BottomSheet>
  );
}
