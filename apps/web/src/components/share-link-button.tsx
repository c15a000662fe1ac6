import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { Button } from './button';
import { Icon } from './icon';
import { iosShareIcon } from './icons/ios-share';

/** Shares a link: the device's share sheet where it has one, else the link is copied. */
async function shareLink(url: string, title: string): Promise<'shared' | 'copied'> {
  if (navigator.share) {
    await navigator.share({ title, url });
    return 'shared';
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

interface ShareLinkButtonProps {
  /** The page to share, an address inside the app. */
  path: string;
  /** What the share sheet names it: the club, or the championship. */
  title: string;
  /** To size it in its row (a class that sets no look of the button's own). */
  className?: string;
}

/**
 * Share link: a match, a night or a championship, by the address of its page. Whoever opens
 * it lands on that page (after signing in), and chat apps show its preview.
 */
export function ShareLinkButton({ path, title, className }: ShareLinkButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const share = () => {
    const url = new URL(path, window.location.origin).toString();
    shareLink(url, title)
      .then(
        (how) =>
          how === 'copied' && toast.show({ message: t('common.linkCopied'), severity: 'success' }),
      )
      // Closing the share sheet is no failure; a refused clipboard leaves the address bar.
      .catch(() => {});
  };
  return (
    <Button
      variant="outlined"
      startIcon={<Icon path={iosShareIcon} />}
      onClick={share}
      className={className}
    >
      {t('common.shareLink')}
    </Button>
  );
}
