import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('CircuitBreaker', () => {
  it('opens after the configured failures in a row, and lets one trial through after the cooldown', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 1000, () => now);
    breaker.failed();
    breaker.failed();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.isOpen).toBe(true);
    expect(breaker.allow()).toBe(false);
    now = 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.failed();
    expect(breaker.allow()).toBe(false);
    now = 2000;
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    expect(breaker.isOpen).toBe(false);
    expect(breaker.allow()).toBe(true);
  });

  it('a success resets the count', () => {
    const breaker = new CircuitBreaker(2, 1000, () => 0);
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.allow()).toBe(true);
  });
});
