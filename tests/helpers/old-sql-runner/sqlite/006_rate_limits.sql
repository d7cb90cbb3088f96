-- The write rate limit's counts, kept in the database so that every instance of the server counts
-- one client's writes together: one row per route and client, with the start of its current
-- window (epoch milliseconds) and the writes counted in it (server/lib/rate-limit-store.ts).
-- Used on PostgreSQL (several instances); a SQLite server is one process and counts in memory,
-- but keeps the same schema as PostgreSQL's.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
