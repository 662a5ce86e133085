-- Members of a workspace (issue 26 item 3): the owner invites by a one-time link that expires; only the SHA-256
-- of the link's token is stored. Open invitations count against the plan's max_members like members do.
CREATE TABLE invitations (
  invitation_id text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces,
  email         text NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  invited_by    text NOT NULL REFERENCES users,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  accepted_at   timestamptz,
  accepted_by   text REFERENCES users,
  cancelled_at  timestamptz
);
CREATE INDEX invitations_by_workspace ON invitations (workspace_id);

-- Who the owner removed from which workspace, so an agent or key of that person is told why it lost access.
-- Accepting a new invitation to the workspace deletes the row.
CREATE TABLE membership_removals (
  workspace_id text NOT NULL REFERENCES workspaces,
  user_id      text NOT NULL REFERENCES users,
  removed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX membership_removals_by_user ON membership_removals (user_id);
