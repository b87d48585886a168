import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

describe('one at a time', () => {
  it('starts a task only after the one before it settled, failed or not', async () => {
    const serial = oneAtATime();
    const events: string[] = [];
    let releaseFirst = () => {};
    const first = serial(async (name: string) => {
      events.push(`start ${name}`);
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      events.push(`end ${name}`);
      throw new Error('the first build failed');
    });
    const second = serial(async (name: string) => void events.push(`start ${name}`, `end ${name}`));
    const a = first('publish');
    const b = second('preview');
    await Promise.resolve();
    expect(events).toEqual(['start publish']);
    releaseFirst();
    await expect(a).rejects.toThrow('the first build failed');
    await b;
    expect(events).toEqual(['start publish', 'end publish', 'start preview', 'end preview']);
  });
});
