import { useLingui } from '@lingui/react/macro';
import type { WishFinding } from '../../../shared/wishes/check-wishes';
import { Button } from '../../ui/Button';
import { STATUS, WISH_WORDS } from './wish-labels';
import { wishWords } from './wish-words';

interface WishFindingItemProps {
  finding: WishFinding;
  onFix: ((line: string) => void) | null;
}

/** One wish: its name, Kept / Not kept / Unknown, why, and its Fix when there is one. */
export function WishFindingItem({ finding, onFix }: WishFindingItemProps) {
  const { t, i18n } = useLingui();
  const wish = i18n._(WISH_WORDS[finding.wish]);
  const labelCheck = finding.labelCheck?.join(', ');
  const change = finding.change;
  return (
    <li className={`wishes__item wishes__item--${finding.status.replace(' ', '-')}`}>
      <p className="wishes__finding">
        <strong>{wish}</strong>{' '}
        <span className="wishes__status">{i18n._(STATUS[finding.status])}</span>
        <br />
        {wishWords(i18n, finding)}
        {labelCheck && (
          <>
            <br />
            {/* D19: kept as bought products are usually made; the label has the last word. */}
            <span className="wishes__label-check">{t`Check the label: ${labelCheck}.`}</span>
          </>
        )}
      </p>
      {change !== undefined && onFix && (
        <Button variant="secondary" onClick={() => onFix(change)}>
          {t`Fix ${wish}`}
        </Button>
      )}
    </li>
  );
}
