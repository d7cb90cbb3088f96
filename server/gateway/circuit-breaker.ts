/**
 * One breaker per backend: after `failures` failures in a row it opens, and calls fail at once
 * (the read cache then answers with its last good copy) until `cooldownMs` has passed; then one
 * call is let through, and its outcome closes or re-opens the circuit. A backend that is down is
 * not hammered by every visitor's page, and visitors do not each wait out the timeout.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(
    private readonly failures: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether a call may go out now; a half-open circuit lets one trial call through. */
  allow(): boolean {
    if (this.consecutiveFailures < this.failures) return true;
    if (this.now() < this.openUntil || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  succeeded(): void {
    this.consecutiveFailures = 0;
    this.trialInFlight = false;
  }

  failed(): void {
    this.consecutiveFailures += 1;
    this.trialInFlight = false;
    if (this.consecutiveFailures >= this.failures) this.openUntil = this.now() + this.cooldownMs;
  }

  get isOpen(): boolean {
    return this.consecutiveFailures >= this.failures && this.now() < this.openUntil;
  }
}
