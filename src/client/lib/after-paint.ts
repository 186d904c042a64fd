/**
 * Runs `callback` once the next frame has been painted (a task posted from that frame's
 * animation-frame callbacks runs after its paint). Work that is not needed to show a change, such
 * as moving focus or starting a scroll, then stays out of the frame that shows it. Returns a cancel
 * function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) callback();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
