/**
 * A small binary min-heap of (priority, item) pairs in parallel arrays, for Dijkstra's frontier.
 * Entries are never decreased in place: the search pushes a node again with its better cost and
 * skips stale entries when they surface ("lazy deletion"), which keeps the heap tiny and simple.
 */
export class BinaryHeap {
  private readonly priorities: number[] = [];
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: number, priority: number): void {
    this.items.push(item);
    this.priorities.push(priority);
    this.siftUp(this.items.length - 1);
  }

  /** The item of least priority with that priority, or undefined when empty. */
  pop(): { item: number; priority: number } | undefined {
    const count = this.items.length;
    if (count === 0) return undefined;
    const top = { item: this.items[0]!, priority: this.priorities[0]! };
    const lastItem = this.items.pop()!;
    const lastPriority = this.priorities.pop()!;
    if (count > 1) {
      this.items[0] = lastItem;
      this.priorities[0] = lastPriority;
      this.siftDown(0);
    }
    return top;
  }

  private swap(a: number, b: number): void {
    [this.items[a], this.items[b]] = [this.items[b]!, this.items[a]!];
    [this.priorities[a], this.priorities[b]] = [this.priorities[b]!, this.priorities[a]!];
  }

  private siftUp(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.priorities[parent]! <= this.priorities[child]!) return;
      this.swap(parent, child);
      child = parent;
    }
  }

  private siftDown(index: number): void {
    const count = this.items.length;
    let parent = index;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let least = parent;
      if (left < count && this.priorities[left]! < this.priorities[least]!) least = left;
      if (right < count && this.priorities[right]! < this.priorities[least]!) least = right;
      if (least === parent) return;
      this.swap(parent, least);
      parent = least;
    }
  }
}
