import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../lib/api-client';
import { useToggleFavouriteClub } from '../lib/api/toggle-favourite-club';
import { IconButton } from './icon-button';
import { favoriteIcon } from './icons/favorite';
import { favoriteBorderIcon } from './icons/favorite-border';
import { useToast } from './toast';

interface FavouriteClubButtonProps {
  clubId: string;
  /** Whether the player marked the club, as the list or page they look at says. */
  favourite: boolean;
}

/**
 * The heart on a club's card and page: marks the club as a favourite, which comes first in
 * the club lists. It turns at once; a refusal turns it back and says why.
 */
export function FavouriteClubButton({ clubId, favourite }: FavouriteClubButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const toggle = useToggleFavouriteClub();
  const turn = () =>
    toggle.mutate(
      { clubId, favourite: !favourite },
      {
        onError: (error) =>
          toast.show({
            message: refusalMessage(error, t('favourites.failed')),
            severity: 'error',
          }),
      },
    );
  return (
    <IconButton
      aria-pressed={favourite}
      aria-label={favourite ? t('favourites.remove') : t('favourites.add')}
      onClick={turn}
      tone={favourite ? 'danger' : undefined}
      icon={favourite ? favoriteIcon : favoriteBorderIcon}
    />
  );
}
