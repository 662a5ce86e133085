package io.sigment.system.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.local.LocalStack;
import io.sigment.system.PrivacyCommandAccess;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Engagers are people, on a running stack: after an analysis (scrape, samples frozen into a snapshot) no table of the
 * scraper's or the analytics' schema holds an engager's platform id or handle; a person erased with
 * {@code ./sigment privacy erase} is in no engager set, a re-run of the analysis does not bring them back, and the
 * analysis still computes.
 */
@Tag("stack")
class EngagersArePeopleTest {
    private static final Pattern WORD = Pattern.compile("[A-Za-z0-9._-]+");
    private static final LocalStack stack = TestStack.shared();

    private static PlatformWorld instagram() {
        return stack.emulator().orElseThrow().world().platform(Platform.INSTAGRAM);
    }

    /** Creators nobody else's test analyzes (from the end of the world's list). */
    private static List<Creator> creators(int fromEnd, int count) {
        var all = instagram().creators();
        return all.subList(all.size() - fromEnd - count, all.size() - fromEnd);
    }

    /** Every engager of the creators' newest posts (a superset of what an analysis samples): ids and handles. */
    private static Set<String> identities(List<Creator> creators) {
        var world = instagram();
        var out = new HashSet<String>();
        for (var creator : creators) {
            for (var post :
                    creator.posts().subList(0, Math.min(12, creator.posts().size()))) {
                for (int person : world.engagers(post).people()) {
                    out.add(world.ids().personId(person));
                    out.add(world.ids().personHandle(person));
                }
            }
        }
        return out;
    }

    private static Set<String> wordsAtRest(Pool pool) {
        var words = new HashSet<String>();
        var tables = pool.query("SELECT table_schema || '.' || table_name FROM information_schema.tables "
                        + "WHERE table_schema IN ('scraper', 'analytics') AND table_type = 'BASE TABLE'")
                .execute()
                .await();
        assertThat(tables.size()).isGreaterThan(10);
        for (var table : tables) {
            for (var row : pool.query("SELECT t::text FROM " + table.getString(0) + " t")
                    .execute()
                    .await()) {
                var matcher = WORD.matcher(row.getString(0));
                while (matcher.find()) words.add(matcher.group());
            }
        }
        return words;
    }

    @Test
    void no_table_of_the_scraper_or_the_analytics_holds_an_engagers_platform_id_or_handle_after_an_analysis() {
        var creators = creators(0, 3);
        var agent = AnalysisAgent.withCredits(stack, 0);
        agent.analyzeCreators(creators.stream().map(Creator::handle).toList());

        var identities = identities(creators);
        assertThat(identities).hasSizeGreaterThan(100);
        var found = new HashSet<>(wordsAtRest(TestStack.pool(stack)));
        found.retainAll(identities);
        assertThat(found).as("engagers' platform ids or handles stored").isEmpty();
    }

    @Test
    void an_erased_person_is_in_no_engager_set_a_rerun_does_not_bring_them_back_and_the_analysis_still_computes() {
        var creators = creators(3, 2);
        var agent = AnalysisAgent.withCredits(stack, 0);
        var analysis =
                agent.analyzeCreators(creators.stream().map(Creator::handle).toList());
        var world = instagram();
        var post = creators.get(0).posts().get(0);
        int person = world.engagers(post).people()[0];
        var handle = world.ids().personHandle(person);

        var shown = privacy("show", "@" + handle);
        assertThat(shown.getBoolean("key_held")).isTrue();
        assertThat(shown.getInteger("engager_sets")).isPositive();
        var erased = privacy("erase", world.ids().personId(person));
        assertThat(erased.getInteger("engager_sets")).isEqualTo(shown.getInteger("engager_sets"));
        assertThat(erased.encode()).doesNotContain(handle, world.ids().personId(person));

        var rerun = agent.rerun(analysis.analysisId());
        assertThat(rerun.job().getString("status")).isEqualTo("completed");
        var after = privacy("show", world.ids().personId(person));
        assertThat(after.getBoolean("key_held"))
                .as("not keyed again by the re-run's scrape")
                .isFalse();
        assertThat(after.getInteger("engager_sets")).isZero();
        assertThat(after.getBoolean("excluded_from_scraping")).isTrue();
        var result = agent.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", analysis.analysisId()));
        assertThat(result.getJsonObject("overview").getValue("estimated_audience_size"))
                .isNotNull();
        var audit = TestStack.pool(stack)
                .query("SELECT t::text FROM scraper.privacy_requests t")
                .execute()
                .await();
        audit.forEach(row ->
                assertThat(row.getString(0)).doesNotContain(handle, world.ids().personId(person)));
    }

    /** {@code ./sigment privacy ACTION --platform instagram --person PERSON} against the stack's database. */
    private static JsonObject privacy(String action, String person) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int exit = PrivacyCommandAccess.run(
                List.of(action, "--platform", "instagram", "--person", person),
                stack.config().with(Setting.DEMO, true),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return new JsonObject(out.toString(StandardCharsets.UTF_8));
    }
}
