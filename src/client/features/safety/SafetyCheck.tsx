import type { SafetyFinding, SafetyStatus } from '../../../shared/safety/check-safety';
import { Button } from '../../ui/Button';

interface SafetyCheckProps {
  /** Nothing is shown without any: the page never says a recipe is safe (decisions D18). */
  findings: readonly SafetyFinding[];
  onFix: ((line: string) => void) | null;
}

const STATUS: Record<SafetyStatus, string> = {
  'not safe': 'Not safe',
  note: 'Note',
  suggestion: 'Not stated',
};

function buttonText(finding: SafetyFinding, several: boolean): string {
  if (finding.status === 'suggestion') return `Add doneness: ${finding.food}`;
  return several ? `Fix Food safety: ${finding.food}` : 'Fix Food safety';
}

/**
 * The `Food safety` line in the recipe's checks, whether or not wishes were set. A `Not safe`
 * finding is announced once, as an alert; notes and suggestions are quiet.
 */
export function SafetyCheck({ findings, onFix }: SafetyCheckProps) {
  if (findings.length === 0) return null;
  const alarms = findings.filter((f) => f.status === 'not safe');
  const fixes = findings.filter((f) => f.status !== 'suggestion' && f.change !== undefined);
  return (
    <section className="safety" aria-label="Food safety">
      {alarms.length > 0 && (
        <p className="visually-hidden" role="alert">
          {`Food safety: not safe. ${alarms.map((f) => f.words).join(' ')}`}
        </p>
      )}
      <ul className="safety__list">
        {findings.map((finding, i) => (
          <li key={i} className={`safety__item safety__item--${finding.status.replace(' ', '-')}`}>
            <p className="safety__finding">
              <strong>Food safety</strong>{' '}
              <span className="safety__status">{STATUS[finding.status]}</span>
              <br />
              {finding.words}
            </p>
            {finding.change !== undefined && onFix && (
              <Button
                variant={finding.status === 'not safe' ? 'secondary' : 'quiet'}
                className="safety__fix"
                onClick={() => onFix(finding.change!)}
              >
                {buttonText(finding, fixes.length > 1)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="safety__source">
        Read from the temperatures the recipe states, against USDA FSIS minimums (UK FSA where it
        differs).
      </p>
    </section>
  );
}
