package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.mainSources;
import static io.sigment.common.conventions.SourceScan.offenders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's one way from common: errors from ToolError's factories, ids from Ids, switches from Config. */
class CommonPiecesConventionsTest {
    private static final Pattern NEW_TOOL_ERROR = Pattern.compile("new ToolError\\(");
    private static final Pattern RANDOM_UUID = Pattern.compile("UUID\\.randomUUID\\(");
    private static final Pattern UNCHECKED_SWITCH =
            Pattern.compile("Boolean\\.parseBoolean\\(|Boolean\\.valueOf\\(\\s*\\w+\\.(get|getenv|optional)\\(");
    /**
     * A bus handler class is named for what it serves ({@code CreatorLists}, {@code Creators}), with no suffix;
     * {@code XHandlers} names only the wiring that builds a verticle's action map (accounts' {@code MoneyHandlers}).
     */
    private static final Pattern HANDLER_SUFFIX =
            Pattern.compile("-service/src/main/java/.*(Tools|Handler|Actions)\\.java$");

    @Test
    void agent_facing_errors_are_made_by_common_factories_only() {
        assertThat(offenders(NEW_TOOL_ERROR, path -> !path.startsWith("common/")))
                .isEmpty();
    }

    @Test
    void ids_come_from_Ids_not_UUID() {
        assertThat(offenders(RANDOM_UUID, path -> true)).isEmpty();
    }

    @Test
    void switches_are_read_with_Config_bool_which_refuses_anything_but_true_or_false() {
        assertThat(offenders(
                        UNCHECKED_SWITCH, path -> !path.equals("common/src/main/java/io/sigment/common/Config.java")))
                .isEmpty();
    }

    @Test
    void services_name_bus_handlers_for_what_they_serve_without_a_suffix() {
        assertThat(mainSources()).noneMatch(path -> HANDLER_SUFFIX.matcher(path).find());
    }

    @Test
    void each_rule_finds_what_it_forbids() {
        assertThat(NEW_TOOL_ERROR
                        .matcher("throw new ToolError(Kind.BUSY, \"x\");")
                        .find())
                .isTrue();
        assertThat(RANDOM_UUID.matcher("var id = UUID.randomUUID().toString();").find())
                .isTrue();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.parseBoolean(config.get(Setting.DEMO))")
                        .find())
                .isTrue();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.valueOf(System.getenv(\"SIGMENT_DEMO\"))")
                        .find())
                .isTrue();
        assertThat(UNCHECKED_SWITCH.matcher("Boolean.valueOf(found)").find()).isFalse();
        assertThat(UNCHECKED_SWITCH
                        .matcher("Boolean.valueOf(config.get(Setting.DEMO))")
                        .find())
                .isTrue();
        assertThat(HANDLER_SUFFIX
                        .matcher("scraper-service/src/main/java/io/sigment/scraper/CreatorTools.java")
                        .find())
                .isTrue();
        assertThat(HANDLER_SUFFIX
                        .matcher("lists-service/src/main/java/io/sigment/lists/ShareLinks.java")
                        .find())
                .isFalse();
    }
}
