-- Issue 40 (M2): an API key acts only in the workspaces listed here, not in every workspace of its user: a key made
-- in the app names the one workspace it is for. A key acts in a listed workspace only while its user is a member.
CREATE TABLE api_key_workspaces (
  key_id       text NOT NULL REFERENCES api_keys ON DELETE CASCADE,
  workspace_id text NOT NULL REFERENCES workspaces,
  PRIMARY KEY (key_id, workspace_id)
);
-- The owner of a workspace lists every key that can act in it.
CREATE INDEX api_key_workspaces_by_workspace ON api_key_workspaces (workspace_id);

-- Keys made before keep what they reached until now: every workspace their user belonged to at this migration
-- (listed from now on to each of those workspaces' owners). A workspace joined later is not added.
INSERT INTO api_key_workspaces (key_id, workspace_id)
SELECT k.key_id, m.workspace_id FROM api_keys k JOIN memberships m ON m.user_id = k.user_id;

-- The owner may turn off API key creation by members. Keys members made before keep working until revoked.
ALTER TABLE workspaces ADD COLUMN members_create_keys boolean NOT NULL DEFAULT true;

-- Who revoked a key (its user, or the owner of a workspace it could act in); null for keys revoked before.
ALTER TABLE api_keys ADD COLUMN revoked_by text REFERENCES users;
