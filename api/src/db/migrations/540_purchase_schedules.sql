-- ADR 0027: a purchase repeated daily, weekly or monthly, run by the job queue.
CREATE TABLE purchase_schedules (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  -- The purchase body as the customer submitted it (without the client price `amt`).
  body jsonb NOT NULL,
  label text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  -- weekly: 0 (Sunday) to 6; monthly: 1 to 31 (capped at the month's last day); daily: null.
  day integer CHECK (day BETWEEN 0 AND 31),
  -- Minutes after midnight in Africa/Lagos.
  minute_of_day integer NOT NULL CHECK (minute_of_day BETWEEN 0 AND 1439),
  ends_on date,
  max_runs integer CHECK (max_runs > 0),
  max_amount_kobo bigint CHECK (max_amount_kobo > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
  next_run_at timestamptz,
  runs_done integer NOT NULL DEFAULT 0,
  consecutive_skips integer NOT NULL DEFAULT 0,
  last_outcome text,
  last_message text,
  last_tx_ref text,
  last_run_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_schedules_user ON purchase_schedules (user_id, id) WHERE deleted_at IS NULL;

-- One row per (schedule, due time): exactly one outcome per due time.
CREATE TABLE schedule_runs (
  schedule_id integer NOT NULL REFERENCES purchase_schedules(id),
  due_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('placed', 'skipped', 'missed')),
  message text,
  tx_ref text,
  ran_at timestamptz NOT NULL,
  PRIMARY KEY (schedule_id, due_at)
);
