import { describe, expect, it, vi } from 'vitest';
import { expectConsoleWarn } from '../../../../vitest.shared.ts';
import { createAlertSound } from './createAlertSound';

function fakeAudioContext(state: AudioContextState = 'running') {
  const calls: string[] = [];
  const param = () => ({
    setValueAtTime: (value: number) => calls.push(`set ${value}`),
    exponentialRampToValueAtTime: () => calls.push('ramp'),
  });
  const context = {
    state,
    currentTime: 0,
    destination: {},
    resume: vi.fn(async () => {
      calls.push('resume');
    }),
    createOscillator: () => ({
      type: '',
      frequency: param(),
      connect: () => calls.push('connect oscillator'),
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
    }),
    createGain: () => ({ gain: param(), connect: () => calls.push('connect gain') }),
  };
  return { context: context as unknown as AudioContext, calls };
}

describe('createAlertSound', () => {
  it('beeps through Web Audio, resuming a suspended context', async () => {
    const { context, calls } = fakeAudioContext('suspended');
    const sound = createAlertSound({ createAudioContext: () => context, frequency: 660 });
    await sound.play();
    expect(calls).toContain('resume');
    expect(calls).toContain('set 660');
    expect(calls.slice(-2)).toEqual(['start', 'stop']);
  });

  it('reuses one context across plays', async () => {
    const create = vi.fn(() => fakeAudioContext().context);
    const sound = createAlertSound({ createAudioContext: create });
    await sound.play();
    await sound.play();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('plays an audio file when given one, at the given volume', async () => {
    const play = vi.fn(async () => {});
    const audio = { volume: 1, play } as unknown as HTMLAudioElement;
    const createAudio = vi.fn(() => audio);
    await createAlertSound({ src: '/sounds/alert.mp3', volume: 0.5, createAudio }).play();
    expect(createAudio).toHaveBeenCalledWith('/sounds/alert.mp3');
    expect(audio.volume).toBe(0.5);
    expect(play).toHaveBeenCalled();
  });

  it('does not throw when the browser blocks sound', async () => {
    expectConsoleWarn('Alert sound not played');
    const audio = {
      volume: 1,
      play: async () => {
        throw new DOMException('blocked', 'NotAllowedError');
      },
    } as unknown as HTMLAudioElement;
    await expect(
      createAlertSound({ src: '/a.mp3', createAudio: () => audio }).play(),
    ).resolves.toBeUndefined();
  });
});
