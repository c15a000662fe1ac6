import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import TollRounded from '@mui/icons-material/TollRounded';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '@courtside/shared/rules';

interface CoinBalanceCardProps {
  /** Undefined until it has loaded. */
  balance: number | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function CoinBalanceCard({ balance, failed, onRetry }: CoinBalanceCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      sx={{
        p: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        border: 0,
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center' }}>
        <Stack
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          <TollRounded sx={{ fontSize: 30 }} />
        </Stack>
        <Stack>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t('coins.balance')}
          </Typography>
          {balance !== undefined ? (
            <Typography variant="h5" component="p">
              {numberFormat(currentLanguage()).format(balance)}
            </Typography>
          ) : failed ? (
            <Typography variant="subtitle1" component="p">
              {t('common.loadFailed')}
            </Typography>
          ) : (
            <Skeleton width={120} height={36} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
          )}
        </Stack>
        {failed && balance === undefined && (
          <IconButton
            aria-label={t('common.retry')}
            onClick={onRetry}
            sx={{ marginInlineStart: 'auto', color: 'inherit' }}
          >
            <RefreshRounded />
          </IconButton>
        )}
      </Stack>
    </Card>
  );
}
