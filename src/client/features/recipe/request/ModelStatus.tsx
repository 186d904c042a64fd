import type { ProviderStatus } from '../../../../shared/api';
import { downloadPercent, modelStatusText } from './model-status-text';
import { useLingui } from '@lingui/react/macro';

/** Shown instead of the request button while the model can't take requests. */
export function ModelStatus({ provider }: { provider: ProviderStatus }) {
  const { t } = useLingui();
  const percent = downloadPercent(provider);
  return (
    <div className="model-status" role="status">
      <p className="model-status__text">{modelStatusText(provider)}</p>
      {percent !== null && (
        <progress
          className="model-status__progress"
          max={100}
          value={percent}
          aria-label={t`Model download`}
        >
          {percent}%
        </progress>
      )}
    </div>
  );
}
