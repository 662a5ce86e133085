-- Agent approval per workspace (issue 26): the owner of each workspace approves (or revokes) an agent for that
-- workspace only, so a team member approves their agents for their own workspaces and the team's owner for the team.
-- No row: not approved there. Removing a member (or a member leaving) deletes their agents' grants in it.
CREATE TABLE agent_grants (
  agent_id     text NOT NULL REFERENCES agents,
  workspace_id text NOT NULL REFERENCES workspaces,
  status       text NOT NULL CHECK (status IN ('approved', 'revoked')),
  decided_by   text REFERENCES users,
  decided_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, workspace_id)
);
CREATE INDEX agent_grants_by_workspace ON agent_grants (workspace_id);

-- Until now a decision held in every workspace of the agent's user: it still does, now one row per workspace.
-- agents.status stays (unread from now on) so a replica of the previous version keeps working during a rolling update.
INSERT INTO agent_grants (agent_id, workspace_id, status, decided_at)
SELECT a.agent_id, m.workspace_id, a.status, COALESCE(a.decided_at, now())
FROM agents a JOIN memberships m ON m.user_id = a.user_id
WHERE a.status IN ('approved', 'revoked');

-- Why a person lost a workspace: the owner removed them, or they left it themselves.
ALTER TABLE membership_removals ADD COLUMN reason text NOT NULL DEFAULT 'removed'
  CHECK (reason IN ('removed', 'left'));
