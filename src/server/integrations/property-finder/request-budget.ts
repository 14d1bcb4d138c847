/**
 * At most `limit` requests in any rolling window: a caller over the budget waits until the oldest
 * request of the window leaves it. Property Finder allows 650 calls a minute; we keep under that.
 */
export class RequestBudget {
  private readonly sent: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
      if (this.sent.length < this.limit) {
        this.sent.push(now);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, this.sent[0]! + this.windowMs - now));
    }
  }
}
