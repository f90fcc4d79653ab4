import type { EngagementTarget } from '../../lib/engagement-target';
import { useTranslation } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/login-prompt';
import { useAuth } from '../../lib/session';
import { useLiked, useToggleLike } from './api';

/** A heart, filled when `filled`. Decorative: the button's text and aria-pressed carry the meaning. */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Like / Liked for a charity or an event. Signed out, a click explains that logging in is needed (with a Log in
 * link back here) and sends nothing; signed in, it toggles at once and goes back if the server refuses.
 */
export function LikeButton({ target, className }: { target: EngagementTarget; className?: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const liked = useLiked(target);
  const toggle = useToggleLike(target);
  const promptLogin = useLoginPrompt();
  const isLiked = auth.user ? (liked.data ?? false) : false;
  // Until we know who is signed in, and whether they already like it, a click could only guess.
  const waiting = auth.isLoading || (!!auth.user && liked.isPending);

  const onClick = () => {
    if (!auth.user) {
      promptLogin(t(target.kind === 'charity' ? 'engagement.likeCharityLogin' : 'engagement.likeEventLogin'));
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(!isLiked);
  };

  return (
    <button
      type="button"
      className={className ?? 'btn-outline'}
      aria-pressed={isLiked}
      aria-busy={waiting || toggle.isPending}
      disabled={waiting}
      onClick={onClick}
    >
      <HeartIcon filled={isLiked} />
      {isLiked ? t('charities.liked') : t('charities.like')}
    </button>
  );
}
