-- Paid plans bought through Stripe Checkout in subscription mode. plan_checkouts: the checkout a workspace's owner
-- opened for a plan (its checkout.session.completed puts the workspace on that plan, once). subscriptions: the
-- workspace's current Stripe subscription; only its customer.subscription.updated/deleted events change the plan.
CREATE TABLE plan_checkouts (
  session_id   text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces,
  plan_id      text NOT NULL REFERENCES plans,
  requested_by text NOT NULL,
  url          text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE subscriptions (
  workspace_id    text PRIMARY KEY REFERENCES workspaces,
  customer_id     text NOT NULL,
  subscription_id text NOT NULL UNIQUE,
  plan_id         text NOT NULL REFERENCES plans,
  status          text NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
