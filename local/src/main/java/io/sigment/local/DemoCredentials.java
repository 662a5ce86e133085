package io.sigment.local;

import java.util.LinkedHashMap;
import java.util.Map;

/** What {@code ./sigment up} prints and writes to local.env so a person or a client can act as the demo user. */
public record DemoCredentials(String apiKey, String email, String password) {

    /** The local.env lines of a running stack. */
    public Map<String, String> envValues(String mcpUrl, String databaseUrl) {
        var values = new LinkedHashMap<String, String>();
        values.put(LocalEnvFile.MCP_URL, mcpUrl);
        values.put(LocalEnvFile.DEMO_API_KEY, apiKey);
        values.put(LocalEnvFile.DEMO_EMAIL, email);
        values.put(LocalEnvFile.DEMO_PASSWORD, password);
        values.put(LocalEnvFile.PG_URL, databaseUrl);
        return values;
    }
}
