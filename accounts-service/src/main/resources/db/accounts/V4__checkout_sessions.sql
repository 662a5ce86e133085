-- Checkout sessions created for get_topup_link: what was offered, to which workspace. Completing one
-- (Stripe's checkout.session.completed, or the sandbox page) credits the package once, with the
-- idempotency key 'checkout:<session_id>' in the ledger.
CREATE TABLE checkout_sessions (
  session_id   text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces,
  package_id   text NOT NULL REFERENCES credit_packages,
  credits      integer NOT NULL CHECK (credits > 0),
  price_cents  integer NOT NULL CHECK (price_cents > 0),
  currency     text NOT NULL,
  provider     text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  url          text NOT NULL,
  requested_by text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE INDEX checkout_sessions_by_workspace ON checkout_sessions (workspace_id, created_at DESC);
