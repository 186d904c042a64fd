/**
 * A short tone through the Web Audio API (no audio file to download). Browsers only let a page
 * start sound after the visitor has done something, so `prepareBeep` runs on the button press that
 * starts a timer, and the tone at its end can then play.
 */
let context: AudioContext | null = null;

export function prepareBeep(): void {
  if (typeof AudioContext !== 'function') return;
  context ??= new AudioContext();
  void context.resume().catch(() => undefined);
}

export function beep(): void {
  if (!context) return;
  const start = context.currentTime;
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = 880;
  volume.gain.setValueAtTime(0.25, start);
  volume.gain.exponentialRampToValueAtTime(0.001, start + 0.6);
  tone.connect(volume).connect(context.destination);
  tone.start(start);
  tone.stop(start + 0.6);
}
