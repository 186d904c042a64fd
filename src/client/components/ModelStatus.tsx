import type { ProviderStatus } from '../../shared/api';

const FALLBACK: Record<ProviderStatus['state'], string> = {
  ready: 'The recipe model is ready.',
  downloading: 'The recipe model is being prepared.',
  loading: 'The recipe model is loading. It will be ready in a moment.',
  error: 'The recipe model could not be started.',
};

/** Shown instead of the request button while the model can't take requests. */
export function ModelStatus({ provider }: { provider: ProviderStatus }) {
  const percent =
    provider.state === 'downloading' && provider.progress
      ? Math.max(0, Math.min(100, Math.floor(provider.progress.percent)))
      : null;
  const message = provider.message?.trim() || FALLBACK[provider.state];
  return (
    <div className="model-status" role="status">
      <p className="model-status__text">
        {message}
        {percent !== null && !message.includes('%') && ` ${percent}%`}
      </p>
      {percent !== null && (
        <progress
          className="model-status__progress"
          max={100}
          value={percent}
          aria-label="Model download"
        >
          {percent}%
        </progress>
      )}
    </div>
  );
}
