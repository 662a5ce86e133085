#!/usr/bin/env bash
# The agents' users, workspaces, keys and credits (issue 44 item 1), made through the app's real paths the way
# people make them; every agent is a user of its own. For each of M workspaces, agent w's user signs up at
# /app/sign-up, reads the confirmation mail on the demo's mailbox page, opens its link and confirms with the
# password chosen (which makes the user and their Free "Personal workspace" and signs them in), changes the plan to
# Team on /app/plans (at once with sandbox payments), buys credits through the top-up the app offers (/app/top-up,
# the sandbox checkout /checkout/sandbox/<session>, "Complete sandbox payment" as the signed-in owner), lets members
# create keys, and invites the workspace's other agents (w + M, w + 2M, ...) on /app/members; each of those opens
# the invitation mailed to them, creates their account with it and joins. Every user creates their own agent's API
# key in the app (POST /app/api/api-keys with the workspace chosen). Each user's requests come from a loopback
# address of their own, 127.0.x.y (curl --interface), so the sign-up form's 20 posts per client address an hour
# never bind (the gateway's peer is the client: no X-Forwarded-For is sent).
#
#   bench/agents/workspaces.sh BASE_URL MAILBOX_URL AGENTS WORKSPACES GATEWAYS WORK_DIR >agents-file
#
# Prints one line per agent: "<workspace id> <mcp url> <api key>"; agent i is in workspace i mod M (at most 10 people
# a Team workspace) and uses gateway i mod GATEWAYS (BASE_URL's port + k).
set -euo pipefail
base="$1" mailbox="$2" agents="$3" workspaces="$4" gateways="$5" work="$6"
run_id="$(date -u +%H%M%S)-$$"
password="agents-load password $run_id"
port="${base##*:}"
host="${base%:*}"

fail() { echo "agents-load: agent $1's user: $2" >&2; exit 1; }
hidden() { grep -o "name=\"$1\" value=\"[^\"]*\"" | head -1 | sed 's/.*value="//; s/"$//'; }

# The loopback address agent i's user connects from (127.0.0.1 is left to everything else).
address_of() { local w=$(($1 + 2)); echo "127.0.$((w / 250)).$((w % 250 + 1))"; }

# The link to $2 (a path prefix) in the newest mail to $1 on the mailbox page, the mail sent within 30 s; its
# address (the deployment's public one) replaced by the gateway's the bench talks to.
mailed_link() {
  local email="$1" path="$2" number page
  for _ in $(seq 1 60); do
    number=$(curl -sf "$mailbox" | grep -o "$email</td><td><a href=\"/messages/[0-9]*\"" | head -1 \
      | sed 's/.*messages\///; s/"$//' || true)
    if [ -n "$number" ]; then
      page=$(curl -sf "${mailbox%/}/messages/$number")
      grep -o "https\?://[^\" <]*$path[A-Za-z0-9_-]*" <<<"$page" | head -1 | sed "s#^https\?://[^/]*#$base#"
      return
    fi
    sleep 0.5
  done
}

# curl as person $1 (their own cookie jar and loopback address).
as() { local who="$1"; shift; curl -sf --interface "$(address_of "$who")" -b "$work/cookies-$who" -c "$work/cookies-$who" "$@"; }
csrf_of() { as "$1" "$base$2" | hidden csrf; }
email_of() { echo "agent-$run_id-$1@load.example"; }

# Agent $1's API key in workspace $2, made in the app by the agent's own user.
key_of() {
  local i="$1" workspace_id="$2" key
  key=$(as "$i" -H 'Content-Type: application/json' \
    -d "{\"name\":\"load agent $i\",\"workspace_id\":\"$workspace_id\"}" "$base/app/api/api-keys" \
    | jq -r '.api_key // empty') || true
  [ -n "$key" ] || fail "$i" "the app made no API key for agent $i"
  echo "$workspace_id $host:$((port + i % gateways))/mcp $key"
}

# Workspace w: agent w's user signs up and owns it; agents w + M, w + 2M, ... join it by invitation.
make_workspace() {
  local w="$1" email page csrf link status workspace_id package checkout
  email=$(email_of "$w")
  csrf=$(csrf_of "$w" /app/sign-up) || fail "$w" "no sign-up form"
  page=$(as "$w" "$base/app/sign-up" --data-urlencode "csrf=$csrf" --data-urlencode "email=$email" \
    --data-urlencode "password=$password") || fail "$w" "the sign-up form was refused (from $(address_of "$w"))"
  grep -q "Check your mail" <<<"$page" || fail "$w" "no 'Check your mail' page"
  link=$(mailed_link "$email" /app/sign-up/)
  [ -n "$link" ] || fail "$w" "no confirmation mail to $email on $mailbox"
  csrf=$(csrf_of "$w" "${link#$base}") || fail "$w" "the mailed link did not open"
  status=$(as "$w" -o /dev/null -w '%{http_code}' "$link" --data-urlencode "csrf=$csrf" \
    --data-urlencode "password=$password") || fail "$w" "confirming the sign-up failed"
  [ "$status" = 303 ] || fail "$w" "confirming the sign-up answered $status, not 303"
  workspace_id=$(as "$w" "$base/app/api/account" | jq -r '[.. | objects | .workspace_id? // empty] | first // empty')
  [ -n "$workspace_id" ] || fail "$w" "no workspace in /app/api/account"

  # The Team plan (10 people, optimize_selection, 50 creators per analysis; the Free plan allows neither), changed at
  # once in a sandbox-payments deployment.
  csrf=$(csrf_of "$w" /app/plans)
  status=$(as "$w" -o /dev/null -w '%{http_code}' "$base/app/plans" --data-urlencode "csrf=$csrf" \
    --data-urlencode "plan_id=team") || fail "$w" "the plan change failed"
  page=$(as "$w" "$base/app")
  grep -q "Team plan" <<<"$page" || fail "$w" "the workspace is not on the Team plan after the change ($status)"

  # Credits: the largest package the app offers, through its checkout (the sandbox one in a demo).
  csrf=$(hidden csrf <<<"$page")
  package=$(grep -o '<select name="package_id">.*' <<<"$page" | sed 's#</select>.*##' | grep -o '<option value="[^"]*"' \
    | tail -1 | sed 's/.*value="//; s/"$//')
  checkout=$(as "$w" -o /dev/null -w '%{redirect_url}' "$base/app/top-up" --data-urlencode "csrf=$csrf" \
    --data-urlencode "package_id=$package") || fail "$w" "the top-up form failed"
  [[ "$checkout" == */checkout/sandbox/* ]] || fail "$w" "the top-up went to '$checkout', not the sandbox checkout"
  checkout="$base/checkout/sandbox/${checkout##*/checkout/sandbox/}"
  csrf=$(csrf_of "$w" "${checkout#$base}") || fail "$w" "the sandbox checkout page did not open"
  page=$(as "$w" "$checkout/complete" --data-urlencode "csrf=$csrf") || fail "$w" "completing the sandbox checkout failed"
  grep -q "credits added" <<<"$page" || fail "$w" "the sandbox checkout added no credits"
  echo "agents-load: workspace $workspace_id ($email, Team): $(grep -o 'now has a balance of [0-9]* credits' <<<"$page")" >&2

  # Members may make their own agents' keys.
  # (the /app page's form, as a person sets it)
  csrf=$(csrf_of "$w" /app)
  status=$(curl -s --interface "$(address_of "$w")" -b "$work/cookies-$w" -o "$work/members-create-$w" -w '%{http_code}' \
    "$base/app/api-keys/members-create" --data-urlencode "csrf=$csrf" --data-urlencode "workspace_id=$workspace_id" \
    --data-urlencode "allowed=on")
  [ "$status" = 303 ] || fail "$w" "members could not be allowed to create keys ($status: $(head -c 600 "$work/members-create-$w"))"
  key_of "$w" "$workspace_id"

  local i member
  for ((i = w + workspaces; i < agents; i += workspaces)); do
    member=$(email_of "$i")
    csrf=$(csrf_of "$w" /app/members)
    status=$(as "$w" -o /dev/null -w '%{http_code}' "$base/app/members/invite" --data-urlencode "csrf=$csrf" \
      --data-urlencode "email=$member") || fail "$w" "inviting $member failed"
    link=$(mailed_link "$member" /app/invitations/)
    [ -n "$link" ] || fail "$i" "no invitation mail to $member on $mailbox"
    csrf=$(csrf_of "$i" "${link#$base}") || fail "$i" "the invitation link did not open"
    status=$(as "$i" -o /dev/null -w '%{http_code}' "$link/sign-up" --data-urlencode "csrf=$csrf" \
      --data-urlencode "name=Load agent $i" --data-urlencode "password=$password") || fail "$i" "joining failed"
    [ "$status" = 303 ] || fail "$i" "joining by invitation answered $status, not 303"
    key_of "$i" "$workspace_id"
  done
}

for ((w = 0; w < workspaces; w++)); do make_workspace "$w"; done
