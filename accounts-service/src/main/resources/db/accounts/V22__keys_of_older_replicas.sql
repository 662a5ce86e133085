-- Issue 40 (M2), during a rolling update: a replica older than V19 still inserts API keys without naming their
-- workspaces, and such a key would act nowhere. At the commit of a key's insert, if nothing listed its workspaces
-- (this version lists them in the same statement), it gets what a key reached before V19: every workspace its user
-- belongs to, as V19 gave the keys that existed then. Drop it once no replica older than V19 can run.
CREATE FUNCTION accounts.api_key_reach_of_older_replicas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM accounts.api_key_workspaces WHERE key_id = NEW.key_id) THEN
    INSERT INTO accounts.api_key_workspaces (key_id, workspace_id)
    SELECT NEW.key_id, m.workspace_id FROM accounts.memberships m WHERE m.user_id = NEW.user_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER api_keys_reach_of_older_replicas AFTER INSERT ON accounts.api_keys
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION accounts.api_key_reach_of_older_replicas();
