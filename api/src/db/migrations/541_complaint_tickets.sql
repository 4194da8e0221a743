-- ADR 0027: "Report a problem" on a receipt opens a ticket linked to the transaction.
CREATE TABLE complaint_tickets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  tx_ref text NOT NULL REFERENCES transactions(tx_ref),
  reason text NOT NULL CHECK (reason IN ('not_delivered', 'wrong_amount', 'token_not_working', 'other')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'waiting_on_customer', 'resolved')),
  -- Something changed the customer has not seen yet (the bell's badge).
  customer_unread boolean NOT NULL DEFAULT false,
  -- The last provider requery run from the ticket, as staff saw it.
  requery_result jsonb,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX complaint_tickets_user ON complaint_tickets (user_id, updated_at DESC);
CREATE INDEX complaint_tickets_queue ON complaint_tickets (status, updated_at);
-- One ticket at a time per transaction: a second report adds to the open one.
CREATE UNIQUE INDEX complaint_tickets_one_open ON complaint_tickets (tx_ref) WHERE status <> 'resolved';

CREATE TABLE complaint_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES complaint_tickets(id),
  author text NOT NULL CHECK (author IN ('customer', 'staff', 'system')),
  staff_id integer REFERENCES users(id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_messages_ticket ON complaint_messages (ticket_id, id);
