import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { clampLines } from '@/components/clamp-lines';

/** Who is signed in, at the top of the menu. */
export function MenuProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = user.firstName || user.Name;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center' }}>
      <Avatar
        src={user.photo ?? undefined}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={clampLines(2)}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {/* Isolated so the @ stays in front of the name in right-to-left text too. */}
          <bdi>@{user.username}</bdi>
        </Typography>
      </Stack>
      {user.role === 'owner' && (
        <Chip
          label={t('menu.owner')}
          color="primary"
          size="small"
          sx={{ marginInlineStart: 'auto' }}
        />
      )}
    </Stack>
  );
}
