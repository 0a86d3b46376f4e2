export interface AlertSoundOptions {
  /** An audio file to play; without it a short Web Audio beep sounds. */
  src?: string;
  /** 0 to 1. */
  volume?: number;
  /** Beep pitch in Hz. */
  frequency?: number;
  /** Beep length in ms. */
  durationMs?: number;
  /** Seams for tests and for pages that already own an AudioContext. */
  createAudioContext?: () => AudioContext;
  createAudio?: (src: string) => HTMLAudioElement;
}

export interface AlertSound {
  /** Plays once. Never throws: a browser that blocks sound before a user gesture is not an error. */
  play(): Promise<void>;
}

/** The alert played when a realtime event arrives (spec section 4). */
export function createAlertSound(options: AlertSoundOptions = {}): AlertSound {
  const volume = Math.min(1, Math.max(0, options.volume ?? 0.4));
  if (options.src) {
    const src = options.src;
    const createAudio = options.createAudio ?? ((url: string) => new Audio(url));
    return {
      async play() {
        try {
          const audio = createAudio(src);
          audio.volume = volume;
          await audio.play();
        } catch (error) {
          console.warn('Alert sound not played', error);
        }
      },
    };
  }
  let context: AudioContext | null = null;
  return {
    async play() {
      try {
        if (!context) {
          const create =
            options.createAudioContext ??
            (typeof AudioContext === 'undefined' ? null : () => new AudioContext());
          if (!create) return;
          context = create();
        }
        if (context.state === 'suspended') await context.resume();
        const start = context.currentTime;
        const end = start + (options.durationMs ?? 200) / 1000;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.setValueAtTime(options.frequency ?? 880, start);
        gain.gain.setValueAtTime(volume, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(start);
        oscillator.stop(end);
      } catch (error) {
        console.warn('Alert sound not played', error);
      }
    },
  };
}
