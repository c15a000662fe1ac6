import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import NearMeRounded from '@mui/icons-material/NearMeRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { ClubSummary, CourtDetail } from '@courtside/shared';
import { distanceKm, formatKm } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { Photo } from '../../../components/photo';
import { PeakPriceLines } from '../../../components/peak-price-lines';
import { capacityText } from '../../../lib/capacity-text';
import { useDevicePosition } from '../../../lib/device-position';
import { currentLanguage } from '../../../lib/i18n';
import { mapsUrl, sportsOf } from '../club-facts';
import { ClubHoursFact } from './club-hours-fact';

interface ClubFactsProps {
  club: ClubSummary;
  courts: readonly CourtDetail[];
  /** Shown beside the club's name (its heart). */
  action?: ReactNode;
}

/** What a player wants to know of a club before booking it. */
export function ClubFacts({ club, courts, action }: ClubFactsProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const device = useDevicePosition();
  return (
    <Stack spacing={2}>
      <Card>
        <Photo
          src={club.photo}
          width={400}
          height={170}
          fluid
          radius={0}
          fallback={<StorefrontRounded aria-hidden />}
        />
        <Stack spacing={1.25} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="h6"
              component="h2"
              dir="auto"
              sx={{ overflowWrap: 'anywhere', flex: 1 }}
            >
              {club.name}
            </Typography>
            {action}
          </Stack>
          <Fact icon={<PlaceRounded />}>
            <Link href={mapsUrl(club)} target="_blank" rel="noopener" dir="auto">
              {club.address}
            </Link>
          </Fact>
          {device.position && (
            <Fact icon={<NearMeRounded />}>
              {t('clubDetails.distance', {
                km: formatKm(distanceKm(device.position, club), locale),
              })}
            </Fact>
          )}
          <Fact icon={<AccessTimeRounded />}>
            <ClubHoursFact clubId={club.id} courts={courts} />
          </Fact>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            aria-label={t('clubDetails.sports')}
          >
            {sportsOf(courts).map((sport) => (
              <Chip key={sport} size="small" color="primary" label={t(`sports.${sport}`)} />
            ))}
          </Stack>
        </Stack>
      </Card>
      <ClubCourts courts={courts} />
    </Stack>
  );
}

function ClubCourts({ courts }: { courts: readonly CourtDetail[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {t('clubDetails.courts')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {courts.map((court) => (
          <li key={court.id}>
            <Card variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography
                    component="h3"
                    dir="auto"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {court.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${t(`sports.${court.type}`)} · ${capacityText(t, court)}`}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 700, flexShrink: 0, textAlign: 'end' }}
                >
                  {court.price === null
                    ? t('bookCourt.noPrice')
                    : t('clubDetails.perHour', {
                        price: formatPrice(court.price, court.currency),
                      })}
                </Typography>
              </Stack>
              {court.peaks.length > 0 && (
                <Stack sx={{ mt: 0.5 }}>
                  <PeakPriceLines peaks={court.peaks} currency={court.currency} />
                </Stack>
              )}
            </Card>
          </li>
        ))}
      </Stack>
    </>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 20 } }}>
        {icon}
      </Stack>
      {/* A block, not a paragraph: a fact may hold lines of its own (the week's hours). */}
      <Typography
        component="div"
        variant="body2"
        sx={{ minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
