import { Button } from '../../ui/Button';
import { useId } from 'react';
import { AS_WRITTEN_CHOICE, servingsLabel, stepFactor, type ViewChoice } from './servings-steps';
import type { UnitsChoice } from './units';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

interface RecipeViewControlsProps {
  /** The servings the recipe states, else the visitor's Servings wish; null when neither. */
  baseServings: number | null;
  choice: ViewChoice;
  onChange: (choice: ViewChoice) => void;
  announcement: string;
}

const UNITS: { value: UnitsChoice; label: MessageDescriptor }[] = [
  { value: 'as-written', label: msg`As written` },
  { value: 'metric', label: msg`Metric` },
  { value: 'us', label: msg`US` },
];

function UnitsGroup(props: {
  name: string;
  units: UnitsChoice;
  onChange: (u: UnitsChoice) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="recipe-view__units">
      <legend className="recipe-view__label">{t`Units`}</legend>
      {UNITS.map(({ value, label }) => (
        <label key={value} className="recipe-view__unit">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.units === value}
            onChange={() => props.onChange(value)}
          />
          {i18n._(label)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * One polite announcement per change, never one per rewritten line. Buttons at the end of their
 * range are aria-disabled, not disabled, so the keyboard focus stays on them.
 */
export function RecipeViewControls(props: RecipeViewControlsProps) {
  const { t } = useLingui();
  const { baseServings, choice, announcement, onChange: choose } = props;
  const labelId = useId();
  const fewer = stepFactor(choice.factor, baseServings, -1);
  const more = stepFactor(choice.factor, baseServings, 1);
  const asWritten = choice.factor === 1 && choice.units === 'as-written';
  return (
    <div className="recipe-view">
      <div className="recipe-view__servings" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="recipe-view__label">
          {t`Recipe servings`}
        </span>
        <Button
          variant="secondary"
          className="recipe-view__step"
          aria-label={t`Fewer servings`}
          aria-disabled={fewer === null}
          onClick={() => fewer !== null && choose({ ...choice, factor: fewer })}
        >
          −
        </Button>
        <span className="recipe-view__value">{servingsLabel(choice.factor, baseServings)}</span>
        <Button
          variant="secondary"
          className="recipe-view__step"
          aria-label={t`More servings`}
          aria-disabled={more === null}
          onClick={() => more !== null && choose({ ...choice, factor: more })}
        >
          +
        </Button>
      </div>
      <UnitsGroup
        name={`${labelId}-units`}
        units={choice.units}
        onChange={(units) => choose({ ...choice, units })}
      />
      <Button
        variant="secondary"
        aria-disabled={asWritten}
        onClick={() => !asWritten && choose(AS_WRITTEN_CHOICE)}
      >
        {t`As written, 1×`}
      </Button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
