import type { SafetyFinding, SafetyStatus } from '../../../shared/safety/check-safety';
import { Button } from '../../ui/Button';
import { safetyFood, safetyWords } from './safety-words';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface SafetyCheckProps {
  /** Nothing is shown without any: the page never says a recipe is safe (decisions D18). */
  findings: readonly SafetyFinding[];
  onFix: ((line: string) => void) | null;
}

const STATUS: Record<SafetyStatus, MessageDescriptor> = {
  'not safe': msg`Not safe`,
  note: msg`Note`,
  suggestion: msg`Not stated`,
};

function buttonText(i18n: I18n, finding: SafetyFinding, several: boolean): string {
  const food = safetyFood(i18n, finding);
  if (finding.status === 'suggestion') return i18n._(msg`Add doneness: ${food}`);
  return several ? i18n._(msg`Fix Food safety: ${food}`) : i18n._(msg`Fix Food safety`);
}

/**
 * The `Food safety` line in the recipe's checks, whether or not wishes were set. A `Not safe`
 * finding is announced once, as an alert; notes and suggestions are quiet.
 */
export function SafetyCheck({ findings, onFix }: SafetyCheckProps) {
  const { i18n, t } = useLingui();
  if (findings.length === 0) return null;
  const alarms = findings.filter((f) => f.status === 'not safe');
  const alarmWords = alarms.map((f) => safetyWords(i18n, f)).join(' ');
  const fixes = findings.filter((f) => f.status !== 'suggestion' && f.change !== undefined);
  return (
    <section className="safety" aria-label={t`Food safety`}>
      {alarms.length > 0 && (
        <p className="visually-hidden" role="alert">
          {t`Food safety: not safe. ${alarmWords}`}
        </p>
      )}
      <ul className="safety__list">
        {findings.map((finding, i) => (
          <li key={i} className={`safety__item safety__item--${finding.status.replace(' ', '-')}`}>
            <p className="safety__finding">
              <strong>{t`Food safety`}</strong>{' '}
              <span className="safety__status">{i18n._(STATUS[finding.status])}</span>
              <br />
              {safetyWords(i18n, finding)}
            </p>
            {finding.change !== undefined && onFix && (
              <Button
                variant={finding.status === 'not safe' ? 'secondary' : 'quiet'}
                className="safety__fix"
                onClick={() => onFix(finding.change!)}
              >
                {buttonText(i18n, finding, fixes.length > 1)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="safety__source">
        {t`Read from the temperatures the recipe states, against USDA FSIS minimums (UK FSA where it differs).`}
      </p>
    </section>
  );
}
