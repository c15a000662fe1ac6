import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerSummary } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { leftToRight } from '@/lib/bidi';
import { customerPath } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { CategoryChips } from './category-chips';
import { visitDay } from './visit-day';

/** One customer in the list: name, phone, categories, last visit; opens their page. */
export function CustomerCard({
  customer,
  timeZone,
}: {
  customer: CustomerSummary;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={customerPath(customer.id)}>
        <CardContent>
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              <bdi>{customer.name || t('customers.noName')}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {leftToRight(formatPhone(customer.phone))}
            </Typography>
            <CategoryChips categories={customer.categories} />
            <Typography variant="body2" color="text.secondary">
              {customer.lastVisit
                ? t('customers.lastVisit', { date: visitDay(customer.lastVisit, timeZone) })
                : t('customers.noVisit')}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
