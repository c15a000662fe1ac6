import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import type { EventCategory } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { categoryName } from '../category-name';
import { clampLines } from '@/components/clamp-lines';

// Fixed picture box, so tiles keep their size while pictures load.
const photoSize = { width: 160, height: 120 };

interface CategoryTileProps {
  category: EventCategory;
  active: boolean;
  onSelect: (category: EventCategory) => void;
  /**
   * Where the tile is: the first one's picture is the home's largest, fetched first; those
   * on the first screen load at once; the others when scrolled to.
   */
  place: 'first' | 'above' | 'below';
}

export function CategoryTile({ category, active, onSelect, place }: CategoryTileProps) {
  const { t } = useTranslation();
  return (
    <Card
      sx={(theme) => ({
        borderColor: active ? 'primary.main' : undefined,
        boxShadow: active ? `0 0 0 2px ${theme.palette.primary.main}` : 'none',
      })}
    >
      <CardActionArea onClick={() => onSelect(category)} aria-pressed={active}>
        <Box
          sx={(theme) => ({
            aspectRatio: `${photoSize.width} / ${photoSize.height}`,
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.08),
            color: 'primary.main',
          })}
        >
          {category.photo ? (
            <Box
              component="img"
              src={category.photo}
              alt=""
              loading={place === 'below' ? 'lazy' : 'eager'}
              fetchPriority={place === 'first' ? 'high' : 'auto'}
              decoding="async"
              width={photoSize.width}
              height={photoSize.height}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <CategoryRounded aria-hidden sx={{ fontSize: 48 }} />
          )}
        </Box>
        {/* Known names in the interface language; others in their own script, as the server has them. */}
        <Typography
          variant="subtitle1"
          component="h3"
          dir="auto"
          sx={[{ px: 1.5, py: 1.25, textAlign: 'start' }, clampLines(2)]}
        >
          {categoryName(category, t)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
