import { availableParallelism } from 'node:os';

/**
 * CPU threads for llama.cpp. Left to itself, node-llama-cpp starts at least 4 threads; on a machine
 * with fewer cores its spinning threads then fight for them and generation slows many times over
 * (docs/embedded-model.md). So by default: the cores this process may use (availableParallelism
 * respects CPU affinity and cgroup limits). A LOCAL_THREADS setting wins.
 */
export function chooseThreads(
  configured: number,
  availableCores: () => number = availableParallelism,
) {
  if (configured > 0) return configured;
  return Math.max(1, Math.floor(availableCores()));
}
