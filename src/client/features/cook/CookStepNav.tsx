import type { RefObject } from 'react';
import { Button } from '../../ui/Button';

interface CookStepNavProps {
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Previous step / Next step, large enough for a thumb. At either end a button stays focusable
 * (aria-disabled, not disabled), so focus never drops out of the view.
 */
export function CookStepNav({ isFirst, isLast, onPrevious, onNext, nextRef }: CookStepNavProps) {
  return (
    <div className="cook__nav">
      <Button variant="secondary" aria-disabled={isFirst} onClick={onPrevious}>
        Previous step
      </Button>
      <Button variant="primary" ref={nextRef} aria-disabled={isLast} onClick={onNext}>
        Next step
      </Button>
    </div>
  );
}
