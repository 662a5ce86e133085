-- Sign-in failures per account: after a few in a row the account refuses sign-in until sign_in_locked_until,
-- a time that doubles with each further failure (capped) and is reset by a successful sign-in.
ALTER TABLE users ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN sign_in_locked_until timestamptz;
