import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { namer } from './names';

/** The live leaderboard: points won so far, most first; the reader's own row stands out. */
export function Leaderboard({ night, userId }: { night: SocialDetail; userId: string }) {
  const { t } = useTranslation();
  const name = namer(night);
  return (
    <section aria-labelledby="leaderboard-title">
      <Typography id="leaderboard-title" variant="h6" component="h2">
        {t('socials.leaderboard')}
      </Typography>
      <Table size="small" aria-labelledby="leaderboard-title">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('socials.player')}</TableCell>
            <TableCell align="right">{t('socials.played')}</TableCell>
            <TableCell align="right">{t('socials.pointsColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {night.standings.map((row, index) => (
            <TableRow key={row.userId} selected={row.userId === userId} data-testid="standing">
              <TableCell>{index + 1}</TableCell>
              <TableCell>{name(row.userId)}</TableCell>
              <TableCell align="right">{row.played}</TableCell>
              <TableCell align="right">{row.points}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
