-- Issue 39: one account per address whatever its case (Bob@x.example and bob@x.example are one mailbox in practice).
-- Sign-in, sign-up and invitations compare lower(email) already; this makes it a guarantee. Accounts that differ only
-- in case cannot be merged or renamed safely by a migration (each has its own password, keys, agents, workspaces), so
-- the migration stops, changing nothing, and names them: an operator decides which to keep and changes the others'
-- addresses (e.g. UPDATE accounts.users SET email = 'old+<user_id>@x.example' WHERE user_id = ...), then restarts.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(lower(email) || ' (' || ids || ')', '; ' ORDER BY lower(email)) INTO clashes
  FROM (SELECT lower(email) AS email, string_agg(user_id, ', ' ORDER BY created_at) AS ids
        FROM users GROUP BY lower(email) HAVING count(*) > 1) AS same;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'accounts V21: accounts whose emails differ only in case: %. Give all but one of each a different address (UPDATE accounts.users SET email = ... WHERE user_id = ...), then start again; nothing was changed', clashes;
  END IF;
END $$;

ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
