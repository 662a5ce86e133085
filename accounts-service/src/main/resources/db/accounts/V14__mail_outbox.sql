-- Outgoing mail as durable work (issue 39): a row is written in the same transaction as what caused it, claimed
-- with a lease (FOR UPDATE SKIP LOCKED) by any accounts replica, sent at least once with retries and backoff; a
-- replica that dies mid-send leaves its lease to expire and another sends the row. mail_id makes the Message-ID,
-- so a resend is the same message to the receiving server. The bodies (which hold one-time links) are emptied once
-- sent; recipient, account and times stay for the send limits.
CREATE TABLE mail_outbox (
  mail_id         text PRIMARY KEY,
  kind            text NOT NULL,
  recipient       text NOT NULL,
  account_id      text,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  body_html       text NOT NULL,
  created_at      timestamptz NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until     timestamptz,
  leased_by       text,
  sent_at         timestamptz,
  gave_up_at      timestamptz,
  last_error      text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (lower(recipient), created_at);
CREATE INDEX mail_outbox_by_account ON mail_outbox (account_id, created_at) WHERE account_id IS NOT NULL;
