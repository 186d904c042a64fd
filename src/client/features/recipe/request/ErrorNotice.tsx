import { useEffect, useRef } from 'react';
import { failureText, type RecipeFailure } from './failure';
import { focusIsLost } from '../../../ui/focus';
import { Button } from '../../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface ErrorNoticeProps {
  failure: RecipeFailure;
  onRetry: (() => void) | null;
  /** Move focus to the notice: always (the overlay just ended) or only if focus was lost. */
  focus: 'always' | 'if-lost';
  title?: string;
  className?: string;
}

export function ErrorNotice({ failure, onRetry, focus, title, className = '' }: ErrorNoticeProps) {
  const { t } = useLingui();
  const retryRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focus === 'if-lost' && !focusIsLost()) return;
    (retryRef.current ?? messageRef.current)?.focus({ preventScroll: false });
  }, [failure, focus]);

  return (
    <div className={`notice notice--error ${className}`} role="alert">
      <p className="notice__message" ref={messageRef} tabIndex={-1}>
        {title && <strong className="notice__title">{title} </strong>}
        {failureText(failure)}
      </p>
      {onRetry && (
        <Button variant="secondary" ref={retryRef} onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}
