import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  controlsWaitingTheirTurn,
  DrawInTurnsProvider,
  InTurn,
  LONGEST_WAIT_MS,
  type WaitForTurns,
} from './DrawInTurns';
import { type LoadedOnce, loadOnce } from './loadOnce';

function Controls({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name) => (
        <InTurn key={name} placeholder={<p>{`${name} placeholder`}</p>}>
          <p>{`${name} control`}</p>
        </InTurn>
      ))}
    </>
  );
}

type FieldFiles = { Field: (props: { name: string }) => ReactElement };

function Field({ name }: { name: string }) {
  return <p>{`${name} control`}</p>;
}

/** Files that come when the test says, counting how often they were asked for. */
function filesOnCall() {
  let arrive: (value: FieldFiles) => void = () => {};
  const fetchFiles = vi.fn(
    () =>
      new Promise<FieldFiles>((resolve) => {
        arrive = resolve;
      }),
  );
  return { files: loadOnce(fetchFiles), fetchFiles, arrive: () => arrive({ Field }) };
}

function FieldControls({ names, files }: { names: string[]; files: LoadedOnce<FieldFiles> }) {
  return (
    <>
      {names.map((name) => (
        <InTurn key={name} placeholder={<p>{`${name} placeholder`}</p>} files={files}>
          {(came) => <came.Field name={name} />}
        </InTurn>
      ))}
    </>
  );
}

const drawn = () => screen.queryAllByText(/control$/).map((node) => node.textContent);

/** Runs the turns to the end: each is drawn within its `act`, and the next is then set. */
function drawEveryTurn() {
  while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
}

describe('InTurn', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws the controls at once where drawing in turns is off (stories, tests)', () => {
    render(<Controls names={['Status', 'Customer']} />);
    expect(drawn()).toEqual(['Status control', 'Customer control']);
    expect(screen.queryByText(/placeholder/)).toBeNull();
    expect(controlsWaitingTheirTurn()).toBe(0);
  });

  it('shows the placeholders, then after the next frame draws one control per task, in order', () => {
    render(
      <DrawInTurnsProvider>
        <Controls names={['Status', 'Customer', 'Sold on from']} />
      </DrawInTurnsProvider>,
    );
    expect(drawn()).toEqual([]);
    expect(screen.getAllByText(/placeholder$/)).toHaveLength(3);
    expect(controlsWaitingTheirTurn()).toBe(3);
    // Nothing before the frame that paints the placeholders.
    act(() => vi.advanceTimersByTime(50));
    expect(drawn()).toEqual([]);
    act(() => frames.shift()?.());
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['Status control']);
    expect(screen.getByText('Customer placeholder')).toBeDefined();
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['Status control', 'Customer control']);
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['Status control', 'Customer control', 'Sold on from control']);
    expect(screen.queryByText(/placeholder/)).toBeNull();
    expect(controlsWaitingTheirTurn()).toBe(0);
  });

  it('starts 100 ms after the first draw when no frame comes (a page in the background)', () => {
    render(
      <DrawInTurnsProvider>
        <Controls names={['Status']} />
      </DrawInTurnsProvider>,
    );
    act(() => vi.advanceTimersByTime(99));
    expect(drawn()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn()).toEqual(['Status control']);
    // The late frame does not draw anything twice.
    act(() => frames.shift()?.());
    drawEveryTurn();
    expect(drawn()).toEqual(['Status control']);
  });

  it('forgets a control that goes away before its turn, and the others still come', () => {
    const { rerender } = render(
      <DrawInTurnsProvider>
        <Controls names={['Status', 'Customer', 'Paid by']} />
      </DrawInTurnsProvider>,
    );
    expect(controlsWaitingTheirTurn()).toBe(3);
    rerender(
      <DrawInTurnsProvider>
        <Controls names={['Status', 'Paid by']} />
      </DrawInTurnsProvider>,
    );
    expect(controlsWaitingTheirTurn()).toBe(2);
    drawEveryTurn();
    expect(drawn()).toEqual(['Status control', 'Paid by control']);
  });

  describe("with something to wait for (the first screen's data)", () => {
    /** Holds the turns until `done()`, as the first screen's requests do until they answer. */
    function heldUntilDone() {
      const waiting: Array<() => void> = [];
      const waitFor: WaitForTurns = (then) => void waiting.push(then);
      const done = () =>
        act(() => {
          for (const then of waiting.splice(0)) then();
        });
      return { waitFor, done };
    }

    it('draws no control, and asks for no file, until it is done and a frame has painted', async () => {
      const { waitFor, done } = heldUntilDone();
      const { files, fetchFiles, arrive } = filesOnCall();
      render(
        <DrawInTurnsProvider waitFor={waitFor}>
          <Controls names={['Status']} />
          <FieldControls names={['Sold on from']} files={files} />
        </DrawInTurnsProvider>,
      );
      // Frames paint the screen, but its data has not come: nothing is drawn or asked for.
      act(() => {
        for (const frame of frames.splice(0)) frame();
      });
      act(() => vi.advanceTimersByTime(200));
      expect(drawn()).toEqual([]);
      expect(fetchFiles).not.toHaveBeenCalled();
      done();
      // Then the next frame, then a task each.
      expect(fetchFiles).not.toHaveBeenCalled();
      act(() => {
        for (const frame of frames.splice(0)) frame();
      });
      act(() => vi.advanceTimersByTime(0));
      expect(fetchFiles).toHaveBeenCalledTimes(1);
      expect(drawn()).toEqual(['Status control']);
      await act(async () => arrive());
      drawEveryTurn();
      expect(drawn()).toEqual(['Status control', 'Sold on from control']);
    });

    it('asks what to wait for once for all the controls waiting together', async () => {
      const { waitFor, done } = heldUntilDone();
      const asked = vi.fn(waitFor);
      const { files, arrive } = filesOnCall();
      render(
        <DrawInTurnsProvider waitFor={asked}>
          <Controls names={['Status']} />
          <FieldControls names={['Sold on from', 'Sold on to']} files={files} />
        </DrawInTurnsProvider>,
      );
      expect(asked).toHaveBeenCalledTimes(1);
      done();
      // A frame later, the turns and the files go ahead together: one frame asked for.
      expect(frames).toHaveLength(1);
      act(() => frames.shift()?.());
      drawEveryTurn();
      expect(drawn()).toEqual(['Status control']);
      await act(async () => arrive());
      drawEveryTurn();
      for (const frame of frames.splice(0)) act(frame);
      drawEveryTurn();
      expect(drawn()).toEqual(['Status control', 'Sold on from control', 'Sold on to control']);
    });

    it('stops waiting after LONGEST_WAIT_MS: a request that never answers holds nothing back', () => {
      const { waitFor } = heldUntilDone();
      render(
        <DrawInTurnsProvider waitFor={waitFor}>
          <Controls names={['Status']} />
        </DrawInTurnsProvider>,
      );
      act(() => vi.advanceTimersByTime(LONGEST_WAIT_MS - 1));
      expect(drawn()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      act(() => frames.shift()?.());
      act(() => vi.advanceTimersByTime(0));
      expect(drawn()).toEqual(['Status control']);
    });
  });

  describe('with the files a control needs', () => {
    it('shows the placeholders until the files come where drawing in turns is off', async () => {
      const { files, fetchFiles, arrive } = filesOnCall();
      render(<FieldControls names={['Status', 'Customer']} files={files} />);
      expect(drawn()).toEqual([]);
      expect(fetchFiles).toHaveBeenCalledTimes(1);
      await act(async () => arrive());
      expect(drawn()).toEqual(['Status control', 'Customer control']);
      // Once they have come, a control draws from them at once.
      render(<FieldControls names={['Paid by']} files={files} />);
      expect(drawn()).toContain('Paid by control');
      expect(fetchFiles).toHaveBeenCalledTimes(1);
    });

    it('asks for the files after the first paint, then draws one control per task', async () => {
      const { files, fetchFiles, arrive } = filesOnCall();
      render(
        <DrawInTurnsProvider>
          <FieldControls names={['Status', 'Customer']} files={files} />
        </DrawInTurnsProvider>,
      );
      // Not with the first screen: the files are asked for after the frame that paints it.
      expect(fetchFiles).not.toHaveBeenCalled();
      act(() => {
        for (const frame of frames.splice(0)) frame();
      });
      act(() => vi.advanceTimersByTime(0));
      // Asked for once, for both controls.
      expect(fetchFiles).toHaveBeenCalledTimes(1);
      expect(drawn()).toEqual([]);
      await act(async () => arrive());
      expect(controlsWaitingTheirTurn()).toBe(2);
      act(() => frames.shift()?.());
      act(() => vi.advanceTimersToNextTimer());
      expect(drawn()).toEqual(['Status control']);
      act(() => vi.advanceTimersToNextTimer());
      expect(drawn()).toEqual(['Status control', 'Customer control']);
      expect(screen.queryByText(/placeholder/)).toBeNull();
    });
  });
});
