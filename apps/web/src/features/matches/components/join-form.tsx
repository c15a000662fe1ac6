import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PadelUser } from '@courtside/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { isCompleteMaskedPhone, maskPhone } from '@/lib/phone-mask';
import { useJoinMatch } from '../api/join-match';
import { usePadelUsers } from '../api/padel-users';
import { PartnerStars } from './partner-stars';
import { fullName } from './seat-row';

/** SPEC 5 Match join: a 3-4-3 phone and, optionally, partners; submit waits until valid. */
export function JoinForm({ matchId, freeSeats }: { matchId: string; freeSeats: number }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const [phone, setPhone] = useState('');
  const [search, setSearch] = useState('');
  const [partners, setPartners] = useState<PadelUser[]>([]);
  const users = usePadelUsers(search);
  const join = useJoinMatch(matchId);
  const starred = new Set((users.data ?? []).filter((u) => u.isFavorite).map((u) => u.id));
  const valid = isCompleteMaskedPhone(phone) && partners.length < freeSeats;

  const submit = () => {
    if (!valid) return;
    join.mutate(
      { phone, partners: partners.map((partner) => partner.id) },
      {
        onSuccess: () =>
          alerts.show({
            kind: 'success',
            title: t('matches.requestSent'),
            message: t('matches.requestSentMessage'),
          }),
        onError: (error) =>
          alerts.show({
            kind: 'error',
            title: t('matches.requestFailed'),
            message: error instanceof ApiError ? error.message : t('common.unexpectedError'),
          }),
      },
    );
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="h6" component="h2">
        {t('matches.joinTitle')}
      </Typography>
      <TextField
        label={t('matches.phone')}
        required
        value={phone}
        onChange={(event) => setPhone(maskPhone(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel', dir: 'ltr' } }}
        placeholder="010 1234 567"
      />
      <Autocomplete
        multiple
        options={users.data ?? []}
        value={partners}
        onChange={(_event, next) => setPartners(next)}
        inputValue={search}
        onInputChange={(_event, next) => setSearch(next)}
        filterOptions={(options) => options}
        getOptionLabel={fullName}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={users.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('matches.partners')}
            helperText={t('matches.partnersHint', { n: freeSeats - 1 })}
          />
        )}
      />
      <PartnerStars partners={partners} starred={starred} />
      <Button type="submit" variant="contained" size="large" disabled={!valid || join.isPending}>
        {t('matches.sendRequest')}
      </Button>
    </Stack>
  );
}
