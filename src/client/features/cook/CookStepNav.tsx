import type { RefObject } from 'react';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface CookStepNavProps {
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/** At either end a button stays focusable (aria-disabled), so focus never drops out of the view. */
export function CookStepNav({ isFirst, isLast, onPrevious, onNext, nextRef }: CookStepNavProps) {
  const { t } = useLingui();
  return (
    <div className="cook__nav">
      <Button variant="secondary" aria-disabled={isFirst} onClick={onPrevious}>
        {t`Previous step`}
      </Button>
      <Button variant="primary" ref={nextRef} aria-disabled={isLast} onClick={onNext}>
        {t`Next step`}
      </Button>
    </div>
  );
}
