import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchResult, Pair } from '@courtside/shared';
import { useTranslation } from 'react-i18next';

/** A pair as a result names it: its players' first names. */
export const pairNames = (result: MatchResult, pair: Pair) =>
  result.pairs[pair].map((player) => player.firstName).join(' & ');

/** One pair's line: its players and its games in each set; the winners in bold. */
function PairLine({ result, pair }: { result: MatchResult; pair: Pair }) {
  const won = result.winner === pair;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ fontWeight: won ? 700 : 400 }}>
        {pairNames(result, pair)}
      </Typography>
      <Stack direction="row" spacing={1.5} dir="ltr">
        {result.sets.map((set, index) => (
          <Typography
            key={index}
            variant="body2"
            sx={{ fontWeight: set[pair] > set[pair === 'a' ? 'b' : 'a'] ? 700 : 400, minWidth: 12 }}
          >
            {set[pair]}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * A match's result as a small score board (pair A above pair B, games per set) with the
 * status it is in; used by the match's details, the owner's disputes and the profile.
 */
export function ResultScore({ result, title }: { result: MatchResult; title?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} aria-label={t('results.scoreLabel')} role="group">
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        {title && (
          <Typography variant="subtitle2" component="p">
            {title}
          </Typography>
        )}
        <Chip
          size="small"
          variant="outlined"
          color={result.status === 'confirmed' ? 'success' : 'default'}
          label={t(`results.status.${result.status}`)}
        />
      </Stack>
      <PairLine result={result} pair="a" />
      <PairLine result={result} pair="b" />
    </Stack>
  );
}
