import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TollRounded from '@mui/icons-material/TollRounded';
import type { CoinPack } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { packPrice } from './pack-price';
import { Photo } from '../../../components/photo';

/** The packs' pictures are drawn at 4:3: shown at that shape, none of the coins is cut off. */
export const packPhotoSize = { width: 160, height: 120 };

interface CoinPackCardProps {
  pack: CoinPack;
  onSelect: (pack: CoinPack) => void;
}

/** SPEC 2 Coins pack: 'Coin: {coin}' and 'Price: {price}$' under the pack's picture. */
export function CoinPackCard({ pack, onSelect }: CoinPackCardProps) {
  const { t } = useTranslation();
  const price = packPrice(pack.price, pack.currency, currentLanguage());
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onSelect(pack)} sx={{ height: '100%' }}>
        <Photo src={pack.photo} {...packPhotoSize} fluid radius={0} fallback={<TollRounded />} />
        <Stack spacing={0.25} sx={{ px: 1.5, py: 1.25 }}>
          <Typography variant="subtitle1" component="h3">
            {t('coins.coin', { coin: pack.coin })}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
            {t('coins.price', price)}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
