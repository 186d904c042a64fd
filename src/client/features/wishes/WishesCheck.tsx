import { useId } from 'react';
import { wishWords } from './wish-words';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WishFinding } from '../../../shared/wishes/check-wishes';
import { WishFindingItem } from './WishFindingItem';
import { useLingui } from '@lingui/react/macro';

interface WishesCheckProps {
  /** One per wish the recipe was asked with; the section is not shown without any. */
  findings: readonly WishFinding[];
  onFix: ((line: string) => void) | null;
  /** Whose food data the diet and avoid checks read (ODbL asks for the credit where it is used). */
  attribution?: string | null;
}

function summary(findings: readonly WishFinding[], i18n: I18n): string {
  const broken = findings.filter((f) => f.status === 'not kept');
  const unknown = findings.filter((f) => f.status === 'unknown').length;
  const notStated = unknown
    ? ` ${i18n._(msg`${unknown} not shown by the recipe's text, so unknown.`)}`
    : '';
  if (broken.length === 0)
    return `${i18n._(msg`Every wish checked is kept, as far as the text shows.`)}${notStated}`;
  const count = i18n._(
    msg`${plural(broken.length, { one: '1 wish is not kept.', other: '# wishes are not kept.' })}`,
  );
  return `${count} ${broken.map((f) => wishWords(i18n, f)).join(' ')}${notStated}`;
}

/** Rendered with its text when the recipe completes, so the alert is read once and never changes. */
export function WishesCheck({ findings, onFix, attribution = null }: WishesCheckProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  if (findings.length === 0) return null;
  const brokenAny = findings.some((f) => f.status === 'not kept');
  return (
    <section className="wishes" aria-labelledby={id}>
      <h3 id={id} className="wishes__heading">
        {t`Checked against your wishes`}
      </h3>
      {/* An alert only when a wish is not kept: a recipe that keeps them all is not an alarm. */}
      <p className="wishes__summary" role={brokenAny ? 'alert' : undefined}>
        {summary(findings, i18n)}
      </p>
      <ul className="wishes__list">
        {findings.map((finding) => (
          <WishFindingItem key={finding.wish} finding={finding} onFix={onFix} />
        ))}
      </ul>
      <p className="wishes__note">
        {t`This check reads the recipe’s text. It does not know ingredients hidden inside others (a bought sauce, a stock cube), so check labels before cooking.`}
      </p>
      {attribution && <p className="wishes__source">{t`Food data: ${attribution} (ODbL).`}</p>}
    </section>
  );
}
