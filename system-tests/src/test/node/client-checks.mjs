// What every official client run checks against the gateway, whichever SDK and protocol era: the listings,
// a prompt, a tool error as isError, an invalid argument, and an unknown tool as a protocol error.
export async function exercise(client, seen) {
  const tools = await client.listTools();
  seen.tools = tools.tools.map((t) => t.name);
  seen.destructive = tools.tools.filter((t) => t.annotations?.destructiveHint).map((t) => t.name);
  const prompts = await client.listPrompts();
  seen.prompts = prompts.prompts.map((p) => p.name);
  const prompt = await client.getPrompt({ name: "build_shortlist", arguments: { brief: "home workouts for busy parents" } });
  seen.promptText = prompt.messages[0].content.text.slice(0, 200);
  const job = await client.callTool({ name: "get_job", arguments: { job_id: "discovery:does-not-exist" } });
  seen.toolIsError = job.isError === true;
  seen.toolText = job.content[0].text;
  const invalid = await client.callTool({ name: "search_creators", arguments: { query: "x" } });
  seen.invalidText = invalid.content[0].text;
  try {
    await client.callTool({ name: "no_such_tool", arguments: {} });
    seen.unknownTool = "accepted";
  } catch (error) {
    seen.unknownTool = { code: error.code, message: error.message };
  }
}
