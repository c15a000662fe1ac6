import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TollRounded from '@mui/icons-material/TollRounded';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { PackQuery } from '../pack-query';
import { packPrice } from './pack-price';
import { Photo } from '../../../components/photo';
import { packPhotoSize } from './coin-pack-card';

/** SPEC 2 coin pack payment: the pack's picture, 'Number of coins' and 'Price'. */
export function PackSummary({ pack }: { pack: PackQuery }) {
  const { t } = useTranslation();
  const price = packPrice(pack.price, pack.currency, currentLanguage());
  return (
    <Card>
      <Photo
        src={pack.photo}
        width={448}
        height={(448 * packPhotoSize.height) / packPhotoSize.width}
        fluid
        radius={0}
        fallback={<TollRounded />}
      />
      <Stack divider={<Divider flexItem />} sx={{ px: 2, py: 0.5 }}>
        <SummaryRow label={t('coins.numberOfCoins')} value={String(pack.coin)} />
        <SummaryRow label={t('coins.priceLabel')} value={t('coins.priceValue', price)} />
      </Stack>
    </Card>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 52 }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Stack>
  );
}
