-- Plans, prices and credit packages are data: changing one is a migration, not a code change.
-- The README's "Plans, prices and credit packages" section describes these rows.
CREATE TABLE plans (
  plan_id                  text PRIMARY KEY,
  name                     text NOT NULL,
  platforms                text[] NOT NULL,
  max_handles_per_analysis integer NOT NULL CHECK (max_handles_per_analysis BETWEEN 1 AND 50),
  optimize_selection       boolean NOT NULL,
  max_members              integer NOT NULL CHECK (max_members >= 1),
  position                 integer NOT NULL
);

INSERT INTO plans (plan_id, name, platforms, max_handles_per_analysis, optimize_selection, max_members, position) VALUES
  ('free', 'Free', '{instagram,youtube}',        20, false,  1, 1),
  ('pro',  'Pro',  '{instagram,youtube,tiktok}', 50, true,   1, 2),
  ('team', 'Team', '{instagram,youtube,tiktok}', 50, true,  10, 3);

ALTER TABLE workspaces ADD COLUMN plan_id text NOT NULL DEFAULT 'free' REFERENCES plans;

-- Credits of each paid action; which row applies is decided by accounts-service's pricing rules.
CREATE TABLE prices (
  price_id    text PRIMARY KEY,
  credits     integer NOT NULL CHECK (credits >= 0),
  description text NOT NULL,
  position    integer NOT NULL
);

INSERT INTO prices (price_id, credits, description, position) VALUES
  ('discovery',                    20, 'discover_creators, per topic', 1),
  ('discovery_same_topic_24h',      0, 'discover_creators for a topic this workspace ran in the last 24 hours', 2),
  ('analysis',                     15, 'analyze_creators with creators not all analyzed in the last 30 days', 3),
  ('analysis_recent_30d',           5, 'analyze_creators when every creator was analyzed in this workspace in the last 30 days', 4),
  ('run_analysis',                  5, 'run_analysis of an analysis that completed before', 5),
  ('run_analysis_never_completed', 15, 'run_analysis of an analysis that never completed', 6),
  ('optimize_selection',            5, 'optimize_selection (no new scrape)', 7);

-- What a human can buy with get_topup_link's checkout (spec: starter, growth, scale).
CREATE TABLE credit_packages (
  package_id  text PRIMARY KEY,
  name        text NOT NULL,
  credits     integer NOT NULL CHECK (credits > 0),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency    text NOT NULL,
  position    integer NOT NULL
);

INSERT INTO credit_packages (package_id, name, credits, price_cents, currency, position) VALUES
  ('starter', 'Starter',  100,  1000, 'usd', 1),
  ('growth',  'Growth',   500,  4500, 'usd', 2),
  ('scale',   'Scale',   2000, 16000, 'usd', 3);
