import { SingleBar } from 'cli-progress';
import prettyBytes from 'pretty-bytes';
import prettyMilliseconds from 'pretty-ms';

export interface DownloadProgress {
  downloadedBytes: number;
  totalBytes: number;
  bytesPerSecond: number;
  msLeft: number;
}

export interface ProgressBar {
  update(progress: DownloadProgress): void;
  stop(): void;
}

/** On a terminal it redraws one line; elsewhere (logs, CI) it prints a plain line every 10 s. */
export function createProgressBar(stream: NodeJS.WritableStream, label: string): ProgressBar {
  const bar = new SingleBar({
    stream,
    format: `${label} {bar} {percentage}% | {done} / {size} | {speed} | {left}`,
    barsize: 24,
    hideCursor: false,
    gracefulExit: false,
    noTTYOutput: true,
    notTTYSchedule: 10_000,
    fps: 4,
  });
  let started = false;
  const payload = (p: DownloadProgress) => ({
    done: prettyBytes(p.downloadedBytes),
    size: p.totalBytes > 0 ? prettyBytes(p.totalBytes) : 'unknown size',
    speed: p.bytesPerSecond > 0 ? `${prettyBytes(p.bytesPerSecond)}/s` : '-- /s',
    left:
      p.totalBytes > 0 && p.downloadedBytes >= p.totalBytes
        ? 'done'
        : Number.isFinite(p.msLeft)
          ? `${prettyMilliseconds(Math.max(p.msLeft, 0), { secondsDecimalDigits: 0 })} left`
          : 'time left unknown',
  });
  return {
    update(p) {
      const total = Math.max(p.totalBytes, 1);
      if (!started) {
        started = true;
        bar.start(total, p.downloadedBytes, payload(p));
        return;
      }
      bar.setTotal(total);
      bar.update(p.downloadedBytes, payload(p));
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
