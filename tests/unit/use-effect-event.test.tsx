import { act, render } from '@testing-library/react';
import * as React from 'react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useEffectEvent, useEffectEventPolyfill } from '../../src/core/use-effect-event.ts';

/**
 * The stand-in for React 19.2's useEffectEvent (the package supports React 19.0) behaves as React's own: run
 * side by side with it (the tests' React is the current one), every effect sees the same callback.
 */
const native = (React as { useEffectEvent?: typeof useEffectEventPolyfill }).useEffectEvent!;

describe.each([
  ['React’s useEffectEvent', native],
  ['the stand-in below React 19.2', useEffectEventPolyfill],
])('%s', (_name, useEvent) => {
  function Probe({ value, seen, children }: { value: number; seen: string[]; children?: (read: () => number) => ReactNode }) {
    const read = useEvent(() => value);
    useLayoutEffect(() => {
      seen.push(`layout ${read()}`);
    });
    useEffect(() => {
      seen.push(`effect ${read()}`);
    });
    return children?.(read);
  }

  function Child({ read, seen }: { read: () => number; seen: string[] }) {
    // A child's effects run before its parent's: the parent's callback is already the new one.
    useLayoutEffect(() => {
      seen.push(`child layout ${read()}`);
    });
    return null;
  }

  it('calls the callback of the last committed render, from layout effects, effects and a child’s effects', () => {
    const seen: string[] = [];
    const probe = (value: number) => (
      <Probe value={value} seen={seen}>
        {(read) => <Child read={read} seen={seen} />}
      </Probe>
    );
    const { rerender } = render(probe(1));
    rerender(probe(2));
    expect(seen).toEqual(['child layout 1', 'layout 1', 'effect 1', 'child layout 2', 'layout 2', 'effect 2']);
  });

  it('a listener added once by an effect calls the newest callback after later renders', () => {
    const calls: number[] = [];
    let bump = () => {};
    function Listener() {
      const [count, setCount] = useState(0);
      bump = () => setCount((value) => value + 1);
      const onPing = useEvent(() => calls.push(count));
      useEffect(() => {
        document.addEventListener('ping', onPing);
        return () => document.removeEventListener('ping', onPing);
      }, []); // eslint-disable-line react-hooks/exhaustive-deps -- added once on purpose
      return null;
    }
    render(<Listener />);
    document.dispatchEvent(new Event('ping'));
    act(() => bump());
    act(() => bump());
    document.dispatchEvent(new Event('ping'));
    expect(calls).toEqual([0, 2]);
  });
});

it('takes React’s own hook when the app’s React has it', () => {
  expect(useEffectEvent).toBe(native);
});
