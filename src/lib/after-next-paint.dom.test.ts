import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './slices';

describe('afterNextPaint', () => {
  it('runs the task after the running one, unless cancelled first', async () => {
    const kept = vi.fn();
    const cancelledTask = vi.fn();
    afterNextPaint(kept);
    const cancel = afterNextPaint(cancelledTask);
    expect(kept).not.toHaveBeenCalled();
    cancel();
    await vi.waitFor(() => expect(kept).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelledTask).not.toHaveBeenCalled();
  });
});
