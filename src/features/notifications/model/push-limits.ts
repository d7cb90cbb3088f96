/** What the server promises about its notifications, told on the settings page. */
export interface PushLimits {
  /** Notifications one subscription gets a Singapore day at most (the server's PUSH_DAILY_LIMIT). */
  dailyLimit: number;
}
