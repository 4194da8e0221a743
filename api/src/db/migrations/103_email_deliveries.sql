-- One row per send-email job: a job retaken after its visibility timeout, or re-run because its
-- worker died before marking it done, does not send the same e-mail again.
CREATE TABLE email_deliveries (
  job_id bigint PRIMARY KEY,
  started_at timestamptz NOT NULL,
  sent_at timestamptz
);
