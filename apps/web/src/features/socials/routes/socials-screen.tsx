import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { useTranslation } from 'react-i18next';
import { CardListItem } from '@/components/card-list-item';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { QueryGate } from '@/components/query-gate';
import { usePaymentReturn } from '@/lib/checkout';
import { paths, socialNightPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useNightList } from '../api/night-list';
import { NightCard } from '../components/night-card';

/**
 * Americano and Mexicano nights to join or follow; an owner creates them from here, and a
 * place paid online returns here from its checkout.
 */
export function SocialsScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // A place paid online comes back here from the provider's checkout.
  usePaymentReturn('social');
  return (
    <Stack spacing={2}>
      {user.role === 'owner' && (
        <Button
          component={RouterLink}
          to={paths.createSocial}
          variant="contained"
          startIcon={<AddRounded />}
        >
          {t('socials.create')}
        </Button>
      )}
      <QueryGate query={useNightList()} skeleton={<CardListSkeleton photoSize={0} />}>
        {(nights) =>
          nights.length === 0 ? (
            <EmptyState icon={<SportsTennisRounded />} title={t('socials.empty')} />
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('socials.title')}>
              {nights.map((night, index) => (
                <CardListItem key={night.id} index={index}>
                  <CardActionArea
                    component={RouterLink}
                    to={socialNightPath(night.id)}
                    sx={{ borderRadius: 3 }}
                  >
                    <NightCard night={night} />
                  </CardActionArea>
                </CardListItem>
              ))}
            </Stack>
          )
        }
      </QueryGate>
    </Stack>
  );
}
