import { useId } from 'react';
import type { WishFinding, WishStatus } from '../../../shared/wishes/check-wishes';
import { Button } from '../../ui/Button';

interface WishesCheckProps {
  /** One per wish the recipe was asked with; the section is not shown without any. */
  findings: readonly WishFinding[];
  onFix: ((line: string) => void) | null;
  /** Whose food data the diet and avoid checks read (ODbL asks for the credit where it is used). */
  attribution?: string | null;
}

const STATUS: Record<WishStatus, string> = {
  kept: 'Kept',
  'not kept': 'Not kept',
  unknown: 'Unknown',
};

function summary(findings: readonly WishFinding[]): string {
  const broken = findings.filter((f) => f.status === 'not kept');
  const unknown = findings.filter((f) => f.status === 'unknown').length;
  const notStated = unknown ? ` ${unknown} not shown by the recipe's text, so unknown.` : '';
  if (broken.length === 0)
    return `Every wish checked is kept, as far as the text shows.${notStated}`;
  const count = broken.length === 1 ? '1 wish is' : `${broken.length} wishes are`;
  return `${count} not kept. ${broken.map((f) => f.words).join(' ')}${notStated}`;
}

/** Rendered with its text when the recipe completes, so the alert is read once and never changes. */
export function WishesCheck({ findings, onFix, attribution = null }: WishesCheckProps) {
  const id = useId();
  if (findings.length === 0) return null;
  const brokenAny = findings.some((f) => f.status === 'not kept');
  return (
    <section className="wishes" aria-labelledby={id}>
      <h3 id={id} className="wishes__heading">
        Checked against your wishes
      </h3>
      {/* An alert only when a wish is not kept: a recipe that keeps them all is not an alarm. */}
      <p className="wishes__summary" role={brokenAny ? 'alert' : undefined}>
        {summary(findings)}
      </p>
      <ul className="wishes__list">
        {findings.map((finding) => (
          <li
            key={finding.wish}
            className={`wishes__item wishes__item--${finding.status.replace(' ', '-')}`}
          >
            <p className="wishes__finding">
              <strong>{finding.label}</strong>{' '}
              <span className="wishes__status">{STATUS[finding.status]}</span>
              <br />
              {finding.words}
              {finding.labelCheck && (
                <>
                  <br />
                  {/* D19: kept as bought products are usually made; the label has the last word. */}
                  <span className="wishes__label-check">
                    Check the label: {finding.labelCheck.join(', ')}.
                  </span>
                </>
              )}
            </p>
            {finding.change !== undefined && onFix && (
              <Button variant="secondary" onClick={() => onFix(finding.change!)}>
                Fix {finding.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="wishes__note">
        This check reads the recipe’s text. It does not know ingredients hidden inside others (a
        bought sauce, a stock cube), so check labels before cooking.
      </p>
      {attribution && <p className="wishes__source">Food data: {attribution} (ODbL).</p>}
    </section>
  );
}
